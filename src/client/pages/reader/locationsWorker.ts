/**
 * The book's locations made off the page's main thread (issue 21 §1): the page posts the galley's zip and its linear
 * sections (bookLocations.ts LocationsRequest); the worker answers LocationsAnswer, or { error } when it cannot (the
 * page then measures every chapter itself, locations.ts).
 */
import { bookLocations, type LocationsRequest } from './bookLocations.ts';

const scope = globalThis as unknown as {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LocationsRequest>) => void): void;
};

scope.addEventListener('message', (event) => {
  bookLocations(event.data).then(
    (answer) => scope.postMessage(answer),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
});
