import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { installDialogElement } from './dialogElement';

// jsdom leaves out what the SPAs rely on from every browser they support.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installDialogElement();
// jsdom lays nothing out, so there is nowhere to scroll to; browser tests check what scrolling shows.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The machines that run the suite are shared; a debounced check plus a render can take a while there.
configure({ asyncUtilTimeout: 5000 });
// A test's own limit: a project's `testTimeout` in jest.config.js is not read (only the top level's).
jest.setTimeout(30_000);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
