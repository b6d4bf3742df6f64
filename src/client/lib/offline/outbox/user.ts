/** Who is signed in as the page sees it (0: nobody), for binding changes to their user. main.tsx sets the source. */
let source: () => number = () => 0;

export function setOutboxUserSource(read: () => number): void {
  source = read;
}

export function outboxUserId(): number {
  return source();
}
