import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Dialog } from './Dialog';

type HostProps = { onClose?: () => void; mountOnOpen?: boolean };

/**
 * An owner like the reserve form: its state decides `open`, and it hears of closes. With
 * `mountOnOpen` the dialog first mounts already open, as the lazily loaded human check does.
 */
function Host({ onClose = () => undefined, mountOnOpen = false }: HostProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(!mountOnOpen);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Play
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Owner closes
      </button>
      {mounted && (
        <Dialog
          open={open}
          title="Are you human?"
          closeLabel="Close"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button" data-autofocus>
            Start
          </button>
        </Dialog>
      )}
    </>
  );
}

function renderHost(props: HostProps = {}) {
  render(
    <StrictMode>
      <Host {...props} />
    </StrictMode>,
  );
}

/** Lets the `close` events the browser queues as tasks arrive. */
async function flushTasks() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function dialogElement(): HTMLDialogElement {
  return screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
}

describe(Dialog.name, () => {
  it.each([
    ['mounted closed, then opened', false],
    ['mounted already open', true],
  ])('stays open under StrictMode when %s', async (_case, mountOnOpen) => {
    const onClose = jest.fn();
    renderHost({ onClose, mountOnOpen });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();

    expect(dialogElement().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Are you human?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes from its close button, tells the owner once and returns focus', async () => {
    const onClose = jest.fn();
    renderHost({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flushTasks();

    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Are you human?' })).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderHost({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();
    await userEvent.keyboard('{Escape}');
    await flushTasks();

    expect(dialogElement().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports a close the browser made by itself so the owner can follow', async () => {
    const onClose = jest.fn();
    renderHost({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();
    act(() => dialogElement().close());
    await flushTasks();

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Are you human?' })).not.toBeInTheDocument();
  });

  it('closes without calling back when the owner closes it', async () => {
    const onClose = jest.fn();
    renderHost({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();
    await userEvent.click(screen.getByRole('button', { name: 'Owner closes', hidden: true }));
    await flushTasks();

    expect(dialogElement().open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens again after the browser closed it', async () => {
    const onClose = jest.fn();
    renderHost({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();
    act(() => dialogElement().close());
    await flushTasks();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await flushTasks();

    expect(dialogElement().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Are you human?' })).toBeVisible();
  });
});
