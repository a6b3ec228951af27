// The one reader of JSON request bodies: an empty body is {}, and anything that does not parse answers
// 400 MALFORMED_JSON (never a 500). Routes validate the value with the contract's schemas afterwards.
import { ApiError } from './errors.ts';

export async function readJson(c: { req: { text(): Promise<string> } }): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body', { statusMessage: 'MALFORMED_JSON' });
  }
}
