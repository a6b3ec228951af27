// The last path the user actually saw: the referrer of an 'Invalid profile URL' report and the path a failed
// validity check puts back in the address bar.
let previous: string | undefined;

export function previousPath(): string | undefined {
  return previous;
}

export function recordCommittedPath(path: string): void {
  previous = path;
}
