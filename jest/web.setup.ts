import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { installDialogElement } from './dialogElement';

// jsdom leaves out what the SPAs rely on from every browser they support.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installDialogElement();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Lazily loaded screens compile on first use, which takes seconds on a busy two-core machine.
jest.setTimeout(20_000);
