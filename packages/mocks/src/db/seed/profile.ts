import { avatarPath, coverPath, illustrationPath } from '../../lib/asset-paths.ts';
import { addDays, isoDate } from '../../lib/dates.ts';
import type { ProfileActivity, ProfileHeader, ProfileTabs } from '../../types/pages.ts';

const people = (names: string[]) => names.map((name) => ({ name, avatar: avatarPath(name) }));

export function seedProfileHeader(): ProfileHeader {
  return {
    fullName: 'John Doe',
    location: 'Vatican City',
    joiningDate: '2021-04-01',
    designation: 'UX Designer',
    profileImg: avatarPath('John Doe'),
    coverImg: coverPath('profile-cover'),
  };
}

/** The ISO day `days` after (or before, when negative) the seed's "now". */
const day = (now: Date, days: number) => isoDate(addDays(now, days));

const minutesBefore = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/** The profile tab's timeline, newest first, dated from the seed's "now". */
function seedProfileActivity(now: Date): ProfileActivity[] {
  return [
    {
      title: 'Client meeting',
      description: 'Project meeting with John @10:15am',
      time: minutesBefore(now, 12),
      color: 'primary',
    },
    {
      title: 'Created a new project for client',
      description: 'Invoice #5089 sent to Alice Stone',
      time: minutesBefore(now, 45),
      color: 'success',
    },
    {
      title: '12 invoices have been paid',
      description: 'Invoices have been paid to the company',
      time: minutesBefore(now, 60 * 5),
      color: 'info',
    },
    {
      title: 'Order #32145 shipped',
      description: 'Delivered by the carrier two days early',
      time: minutesBefore(now, 60 * 26),
      color: 'warning',
    },
  ];
}

export function seedProfileTabs(now: Date): ProfileTabs {
  return {
    profile: {
      about: [
        { property: 'Full Name', value: 'John Doe', icon: 'user' },
        { property: 'Status', value: 'active', icon: 'check' },
        { property: 'Role', value: 'Developer', icon: 'crown' },
        { property: 'Country', value: 'USA', icon: 'flag' },
        { property: 'Language', value: 'English', icon: 'language' },
      ],
      contacts: [
        { property: 'Contact', value: '(555) 123-4567', icon: 'phone-call' },
        { property: 'Skype', value: 'john.doe', icon: 'messages' },
        { property: 'Email', value: 'john.doe@atrium.shop', icon: 'mail' },
      ],
      teams: [
        { property: 'Backend Developer', value: '(126 Members)', icon: 'brand-github' },
        { property: 'React Developer', value: '(98 Members)', icon: 'brand-react' },
      ],
      overview: [
        { property: 'Task Compiled', value: '13.5k', icon: 'check' },
        { property: 'Connections', value: '897', icon: 'users' },
        { property: 'Projects Compiled', value: '146', icon: 'layout-grid' },
      ],
      connections: [
        {
          isFriend: false,
          connections: '45',
          name: 'Cecilia Payne',
          avatar: avatarPath('Cecilia Payne'),
        },
        {
          isFriend: true,
          connections: '1.32k',
          name: 'Curtis Fletcher',
          avatar: avatarPath('Curtis Fletcher'),
        },
        {
          isFriend: true,
          connections: '125',
          name: 'Alice Stone',
          avatar: avatarPath('Alice Stone'),
        },
        {
          isFriend: false,
          connections: '456',
          name: 'Darrell Barnes',
          avatar: avatarPath('Darrell Barnes'),
        },
        {
          isFriend: false,
          connections: '1.2k',
          name: 'Eugenia Moore',
          avatar: avatarPath('Eugenia Moore'),
        },
      ],
      teamsTech: [
        {
          title: 'React Developers',
          avatar: illustrationPath('team-react'),
          members: 72,
          chipText: 'Developer',
          chipColor: 'error',
        },
        {
          title: 'Support Team',
          avatar: illustrationPath('team-support'),
          members: 122,
          chipText: 'Support',
          chipColor: 'primary',
        },
        {
          title: 'UI Designer',
          avatar: illustrationPath('team-design'),
          members: 7,
          chipText: 'Designer',
          chipColor: 'info',
        },
        {
          title: 'Vue.js Developers',
          avatar: illustrationPath('team-vue'),
          members: 289,
          chipText: 'Developer',
          chipColor: 'error',
        },
        {
          title: 'Digital Marketing',
          avatar: illustrationPath('team-marketing'),
          members: 24,
          chipText: 'Marketing',
          chipColor: 'secondary',
        },
      ],
      // Data table: one row per line.
      // prettier-ignore
      projectTable: [
        { id: 1, name: 'BGC eCommerce App', leader: 'Eileen', date: 'React Project', status: 78, avatar: illustrationPath('project-react'), avatarGroup: people(['Cecilia Payne', 'Curtis Fletcher', 'Alice Stone']).map((p) => p.avatar,) },
        { id: 2, name: 'Falcon Logo Design', leader: 'Owen', date: 'Figma Project', status: 18, avatar: illustrationPath('project-figma'), avatarGroup: people(['Darrell Barnes', 'Eugenia Moore']).map((p) => p.avatar) },
        { id: 3, name: 'Dashboard Design', leader: 'Keith', date: 'Vue.js Project', status: 62, avatar: illustrationPath('project-vue'), avatarGroup: people(['Cecilia Payne', 'Alice Stone', 'Eugenia Moore']).map((p) => p.avatar,) },
        { id: 4, name: 'Foodista Mobile App', leader: 'Merline', date: 'Xamarin Project', status: 8, avatar: illustrationPath('project-mobile'), avatarGroup: people(['Curtis Fletcher', 'Darrell Barnes']).map((p) => p.avatar) },
        { id: 5, name: 'Dojo React Project', leader: 'Harmonia', date: 'Python Project', status: 36, avatar: illustrationPath('project-python'), avatarGroup: people(['Alice Stone', 'Eugenia Moore', 'Cecilia Payne']).map((p) => p.avatar,) },
      ],
      activity: seedProfileActivity(now),
    },
    teams: [
      {
        title: 'React Developers',
        avatar: illustrationPath('team-react'),
        extraMembers: 9,
        avatarGroup: people(['Vinnie Mostowy', 'Allen Rieske', 'Julee Rossignol']),
        description:
          'We don’t make assumptions about the rest of your technology stack, so you can develop new features.',
        chips: [
          { title: 'React', color: 'primary' },
          { title: 'MUI', color: 'info' },
        ],
      },
      {
        title: 'Vue.js Dev Team',
        avatar: illustrationPath('team-vue'),
        extraMembers: 14,
        avatarGroup: people(['Kaith D’souza', 'John Doe', 'Alan Walker']),
        description: 'The development of Vue and its ecosystem is guided by an international team.',
        chips: [
          { title: 'Vuejs', color: 'success' },
          { title: 'Developer', color: 'error' },
        ],
      },
      {
        title: 'Creative Designers',
        avatar: illustrationPath('team-design'),
        extraMembers: 19,
        avatarGroup: people(['Jimmy Ressula', 'Kristi Lawker', 'Danny Paul']),
        description: 'A design or product team is more than just the people on it.',
        chips: [
          { title: 'Sketch', color: 'warning' },
          { title: 'XD', color: 'error' },
        ],
      },
      {
        title: 'Support Team',
        avatar: illustrationPath('team-support'),
        extraMembers: 3,
        avatarGroup: people(['Andrew Tye', 'Rishi Swaat', 'Rossie Kim']),
        description:
          'Support your team. Your customer support team is fielding the good, the bad, and the ugly day in and day out.',
        chips: [{ title: 'Zendesk', color: 'info' }],
      },
    ],
    // Data table: one project per line. Numbers and ISO days (dated from the seed's "now", so the
    // days left hold), formatted by the screen in the reader's language.
    // prettier-ignore
    projects: [
      { title: 'Social Banners', client: 'Christian Jimenez', description: 'We are a Creative Digital Agency & Branding Studio.', comments: 15, totalTask: 344, completedTask: 328, hoursSpent: 380, hoursPlanned: 244, budget: 24_800, budgetSpent: 18_200, startDate: day(now, -32), deadline: day(now, 9), members: 280, chipColor: 'success', avatar: illustrationPath('project-social'), avatarGroup: people(['Vinnie Mostowy', 'Allen Rieske']) },
      { title: 'Admin Template', client: 'Jeffrey Phillips', description: 'Time is our most valuable asset, that is why we want to help you save it.', comments: 236, totalTask: 90, completedTask: 38, hoursSpent: 98, hoursPlanned: 135, budget: 2_400, budgetSpent: 1_800, startDate: day(now, -212), deadline: day(now, 78), members: 1_100, chipColor: 'error', avatar: illustrationPath('project-admin'), avatarGroup: people(['Kaith D’souza', 'John Doe']) },
      { title: 'App Design', client: 'Ricky McDonald', description: 'Android application design and development.', comments: 98, totalTask: 12, completedTask: 2, hoursSpent: 880, hoursPlanned: 421, budget: 980, budgetSpent: 420, startDate: day(now, -237), deadline: day(now, 26), members: 458, chipColor: 'warning', avatar: illustrationPath('project-app'), avatarGroup: people(['Jimmy Ressula', 'Kristi Lawker']) },
      { title: 'Create Website', client: 'Hulda Wright', description: 'Your domain name should reflect your products or services.', comments: 120, totalTask: 110, completedTask: 100, hoursSpent: 100, hoursPlanned: 110, budget: 8_400, budgetSpent: 7_200, startDate: day(now, -36), deadline: day(now, 45), members: 137, chipColor: 'info', avatar: illustrationPath('project-website'), avatarGroup: people(['Andrew Tye', 'Rishi Swaat']) },
    ],
    // Data table: one connection per line.
    // prettier-ignore
    connections: [
      { name: 'Mark Gilbert', designation: 'UI Designer', avatar: avatarPath('Mark Gilbert'), tasks: '834', projects: '18', connections: '129', isConnected: true, chips: [{ title: 'Figma', color: 'secondary' }, { title: 'Sketch', color: 'warning' }] },
      { name: 'Eugenia Parsons', designation: 'Developer', avatar: avatarPath('Eugenia Parsons'), tasks: '2.31k', projects: '112', connections: '1.28k', isConnected: false, chips: [{ title: 'Angular', color: 'error' }, { title: 'React', color: 'info' }] },
      { name: 'Francis Byrd', designation: 'Developer', avatar: avatarPath('Francis Byrd'), tasks: '1.25k', projects: '32', connections: '890', isConnected: false, chips: [{ title: 'HTML', color: 'primary' }, { title: 'React', color: 'info' }] },
      { name: 'Leon Lucas', designation: 'UI/UX Designer', avatar: avatarPath('Leon Lucas'), tasks: '24.1k', projects: '22', connections: '2.5k', isConnected: true, chips: [{ title: 'Figma', color: 'secondary' }, { title: 'Sketch', color: 'warning' }, { title: 'Photoshop', color: 'primary' }] },
    ],
  };
}
