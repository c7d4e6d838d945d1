import { createHash } from 'node:crypto';
import { inlineScriptSources } from './inline-scripts';

const hashOf = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

describe('the CSP sources of the scripts a page carries inline', () => {
  it('names each classic and module script by the hash of its exact content, once', () => {
    const boot = 'const boot = document.querySelector("script[data-entry]");\nimport(boot.dataset.entry);';
    const html = `<head><script type="module" data-entry="/assets/index.js">${boot}</script><script>${boot}</script></head>
      <body><script type="text/javascript">window.x = 1;</script></body>`;
    expect(inlineScriptSources(html)).toEqual([hashOf(boot), hashOf('window.x = 1;')]);
  });

  it('leaves out scripts loaded from a file and data blocks, which run nothing', () => {
    const html = `<script type="module" src="/assets/index.js"></script>
      <script type="application/json" id="page-data">{"a":1}</script><script type="importmap">{}</script>`;
    expect(inlineScriptSources(html)).toEqual([]);
  });
});
