/**
 * The modal part of HTMLDialogElement, which jsdom does not implement, as the HTML standard
 * defines it: close() hides the dialog at once and fires `close` a task later, and Escape fires a
 * cancelable `cancel` before closing. The Dialog component's StrictMode behaviour depends on
 * exactly that ordering, so it is kept here rather than simplified.
 */
export function installDialogElement(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __modal?: boolean };
  if (typeof proto.showModal === 'function') return;

  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', Boolean(value));
    },
  });

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    this.addEventListener('keydown', cancelOnEscape);
  };

  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', cancelOnEscape);
    if (returnValue !== undefined) this.returnValue = returnValue;
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

function cancelOnEscape(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const proceed = this.dispatchEvent(new Event('cancel', { cancelable: true }));
  if (proceed) this.close();
}
