// Vite's `?worker` imports under jsdom, which has no Web Workers: starting one is a test's mistake.
module.exports = class WorkerStub {
  constructor() {
    throw new Error('jsdom runs no Web Workers');
  }
};
