import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { withMaxWidth } from '../../test/story-layout.tsx';
import { LessonPlayer } from './lesson-player.tsx';

const details = {
  title: 'Basics of Angular',
  poster: '/mock-assets/posters/basics-of-angular.svg',
  captions: '/api/apps/academy/captions/1.vtt',
  video: null,
  language: 'English',
};

const meta = {
  title: 'Features/Academy/CourseDetails/LessonPlayer',
  component: LessonPlayer,
  args: { details },
  decorators: [withMaxWidth(640)],
} satisfies Meta<typeof LessonPlayer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No video file (the fake API ships none): the poster and a notice, no player. */
export const NoVideo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img')).toBeVisible();
    await expect(canvas.getByTestId('no-video')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** With a video: the player with its poster and the captions track; nothing loads before play. */
export const WithVideo: Story = {
  args: { details: { ...details, video: '/lessons/basics-of-angular.mp4' } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('poster', details.poster);
    await expect(video?.querySelector('track')).toHaveAttribute('kind', 'captions');
    await expect(video?.querySelector('track')).toHaveAttribute('src', details.captions);
  },
};
