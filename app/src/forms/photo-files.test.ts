import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-files.ts';

const MB = 1024 * 1024;

describe('allowed image upload extensions: jpg, jpeg, png (spec 000 section 5), checked before uploading', () => {
  it.each([
    [{ name: 'van.jpg', type: 'image/jpeg', size: 2 * MB }, null],
    [{ name: 'VAN.JPEG', type: 'image/jpeg', size: 2 * MB }, null],
    [{ name: 'van.png', type: 'image/png', size: 2 * MB }, null],
    [{ name: 'photo', type: 'image/jpeg', size: 2 * MB }, null],
    // A PDF renamed .jpg: the browser calls it image/jpeg; the server refuses it by its bytes.
    [{ name: 'papers.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'papers.pdf', type: 'application/pdf', size: 1000 }, 'unsupported'],
    [{ name: 'van.gif', type: 'image/gif', size: 1000 }, 'unsupported'],
    [{ name: 'van.heic', type: '', size: 1000 }, 'unsupported'],
    [{ name: 'van.jpg', type: 'application/pdf', size: 1000 }, 'unsupported'],
    [{ name: 'huge.jpg', type: 'image/jpeg', size: 40 * MB }, 'tooLarge'],
    [{ name: 'limit.jpg', type: 'image/jpeg', size: 15 * MB }, null],
    [{ name: 'empty.png', type: 'image/png', size: 0 }, 'empty'],
  ] as const)('%j -> %s', (file, problem) => {
    expect(photoFileProblem(file)).toBe(problem);
  });
});
