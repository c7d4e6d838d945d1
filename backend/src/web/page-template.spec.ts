import { createPageMessages } from '@gameshift/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The server swaps the template's texts for a language's by finding them as they are written: the
// template must hold exactly the English catalogue's texts, or a language's page keeps English.
describe('the public page template', () => {
  const template = readFileSync(path.join(__dirname, '..', '..', '..', 'public-web', 'index.html'), 'utf8');
  const english = createPageMessages();

  it('holds the English description and no-script line of the page catalogue', () => {
    expect(template).toContain(`<meta name="description" content="${english.description}" />`);
    expect(template).toContain(`<noscript>${english.noscript}</noscript>`);
  });
});
