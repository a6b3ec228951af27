// What is typed stays until it is sent: each thread's draft (and the enquiry box's, per RV) is kept in session
// storage as it is typed, so a failed send, a reload or going offline loses nothing. One Idempotency-Key per draft
// makes a retry of the same text answer the message already stored instead of sending it twice.
const prefix = 'rove.messageDraft.';

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export interface Draft {
  text: string;
  key: string;
}

export function readDraft(id: string): Draft {
  try {
    const raw = storage()?.getItem(prefix + id);
    const parsed = raw ? (JSON.parse(raw) as Partial<Draft>) : null;
    if (parsed && typeof parsed.text === 'string' && typeof parsed.key === 'string') return { text: parsed.text, key: parsed.key };
  } catch {
    // A broken entry counts as none.
  }
  return { text: '', key: crypto.randomUUID() };
}

/** Keeps the text; a changed text gets a new key (it is a new message), the same text keeps its key. */
export function writeDraft(id: string, previous: Draft, text: string): Draft {
  const next = text === previous.text ? previous : { text, key: crypto.randomUUID() };
  try {
    if (text) storage()?.setItem(prefix + id, JSON.stringify(next));
    else storage()?.removeItem(prefix + id);
  } catch {
    // Storage full or off: the box still holds the text.
  }
  return next;
}

export function clearDraft(id: string): Draft {
  try {
    storage()?.removeItem(prefix + id);
  } catch {
    // Nothing to clear.
  }
  return { text: '', key: crypto.randomUUID() };
}
