import { defineStoryTests } from './story-tests.ts';

await defineStoryTests(3);
