import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationMark, HYDRATED_ATTRIBUTE, type EarlyAction } from './earlyActions';

/** A controlled field, a button that reads it and a form that sends it, as the pages have. */
function Page() {
  const [name, setName] = useState('');
  const [pressed, setPressed] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(name);
  };
  return (
    <form method="dialog" onSubmit={handleSubmit}>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => setPressed(name)}>
        Read
      </button>
      <p>{pressed === null ? 'not pressed' : `pressed with ${pressed}`}</p>
      <p>{sent === null ? 'not sent' : `sent ${sent}`}</p>
      <HydrationMark />
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The server's HTML of the page, as a visitor meets it before the app runs. */
function serverPage(): HTMLElement {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

async function hydrate(actions: EarlyAction[]) {
  window.__earlyActions = { take: () => actions.splice(0) };
  await act(async () => {
    root = hydrateRoot(
      container!,
      <StrictMode>
        <Page />
      </StrictMode>,
    );
  });
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  delete window.__earlyActions;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe('what a visitor did before hydration', () => {
  it('reaches the component: text typed into a controlled field becomes its state', async () => {
    const page = serverPage();
    page.querySelector('input')!.value = 'typed early';
    await hydrate([]);

    await act(async () => screen.getByRole('button', { name: 'Read' }).click());
    expect(screen.getByText('pressed with typed early')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('typed early');
  });

  it('plays a held press and a held send again, in order, once hydrated', async () => {
    const page = serverPage();
    page.querySelector('input')!.value = 'quick';
    const button = page.querySelector('button')!;
    const form = page.querySelector('form')!;
    await hydrate([
      { type: 'click', target: button },
      { type: 'submit', target: form, submitter: null },
    ]);

    await waitFor(() => expect(screen.getByText('sent quick')).toBeInTheDocument());
    expect(screen.getByText('pressed with quick')).toBeInTheDocument();
  });

  it('marks the document as hydrated once the page is', async () => {
    serverPage();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    await hydrate([]);
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
  });

  it('skips a held press on an element the page no longer has', async () => {
    serverPage();
    const gone = document.createElement('button');
    let pressed = false;
    gone.addEventListener('click', () => (pressed = true));
    await hydrate([{ type: 'click', target: gone }]);
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(pressed).toBe(false);
    expect(screen.getByText('not pressed')).toBeInTheDocument();
  });
});
