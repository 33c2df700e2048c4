import { Avatar, AvatarGroup } from '@atrium/ui';

/** The overlapping faces of a team or a project, with "+N" for the people not pictured. */
export function PeopleGroup({
  people,
  total,
  label,
}: {
  people: readonly { avatar: string; name: string }[];
  total?: number;
  label: string;
}) {
  return (
    <AvatarGroup size="sm" max={5} total={total} aria-label={label}>
      {people.map((person) => (
        <Avatar key={person.name} src={person.avatar} name={person.name} alt={person.name} />
      ))}
    </AvatarGroup>
  );
}
