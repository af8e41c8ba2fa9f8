/**
 * The demo punter's AI girlfriend: one succeeded creation of the aurora-2 model ("Luna"), not
 * published, with its four images, so the results page and the AI chat have something to show.
 * The image rows carry `ai/demo-…` keys: their files are drawn by the local renderer from the
 * creation's fixed seed the first time they are asked for (src/server/ai/images.ts), so seeding
 * stays synchronous and writes no files.
 */
import type { DatabaseSync } from 'node:sqlite';
import { AI_IMAGE_HEIGHT, AI_IMAGE_WIDTH, AI_IMAGE_WIDTHS } from '../ai/marking.ts';
import { isoDay } from '../time.ts';

/** The key prefix of demo images drawn on first use. */
export const DEMO_AI_KEY_PREFIX = 'ai/demo-';

/** The demo creation as the README names it. */
export const DEMO_AI_CREATION = {
  name: 'Luna',
  model: 'aurora-2',
  seed: 20240601,
  wish: 'Abends auf einer Dachterrasse über der Stadt',
  attributes: {
    style: 'natural',
    ethnicity: 'mixed',
    age: 27,
    hair_color: 'dark_brown',
    hair_style: 'wavy',
    eye_color: 'green',
    body: 'athletic',
    breasts: 'medium',
    personality: 'playful',
    relationship: 'girlfriend',
    hobbies: ['travel', 'music', 'yoga'],
    voice: 'warm',
  },
  images: 4,
} as const;

/** Write the demo creation of the demo punter. */
export function writeDemoAiCreation(sqlite: DatabaseSync, punterId: number | undefined, now: Date): void {
  if (punterId === undefined) return;
  const created = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const finished = new Date(now.getTime() - 2 * 86_400_000 + 40_000).toISOString();
  const c = DEMO_AI_CREATION;
  const { id } = sqlite
    .prepare(
      `INSERT INTO ai_creations (owner_id, name, model, attributes, wish, seed, status, progress, finished_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'succeeded', 100, ?, ?, ?) RETURNING id`,
    )
    .get(punterId, c.name, c.model, JSON.stringify(c.attributes), c.wish, c.seed, finished, created, finished) as { id: number };
  const image = sqlite.prepare(
    'INSERT INTO ai_images (creation_id, idx, storage_key, widths, width, height, thumbhash, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
  );
  for (let idx = 0; idx < c.images; idx++)
    image.run(id, idx, `${DEMO_AI_KEY_PREFIX}c${id}-i${idx}`, AI_IMAGE_WIDTHS.join(','), AI_IMAGE_WIDTH, AI_IMAGE_HEIGHT, finished);
  sqlite.prepare('INSERT INTO ai_usage (user_id, day, created) VALUES (?, ?, 1)').run(punterId, isoDay(new Date(created)));
}
