import { enableCompileCache } from 'node:module';

/*
 * Node keeps the code it compiled for each module on disk (in the system's temporary directory) and
 * reads it back at the next start instead of compiling again: an app's start loads about 1,700
 * modules, and this takes about an eighth off the CPU of loading them (docs/performance.md). Imported
 * first by main.ts, so every module after it is cached. NODE_DISABLE_COMPILE_CACHE=1 turns it off;
 * a directory that cannot be written only means no cache.
 */
enableCompileCache();
