import { SendSlots } from './send-slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe(SendSlots.name, () => {
  it('hands out no more slots than its size, and the next in line gets each one freed', async () => {
    const slots = new SendSlots(2);
    const first = await slots.take();
    const second = await slots.take();
    const order: string[] = [];
    const third = slots.take().then((free) => (order.push('third'), free));
    const fourth = slots.take().then((free) => (order.push('fourth'), free));
    await tick();
    expect(order).toEqual([]);
    expect(slots.busy).toBe(2);

    first();
    await tick();
    expect(order).toEqual(['third']);
    expect(slots.busy).toBe(2);

    // Freed twice by mistake: still one slot, not two.
    first();
    await tick();
    expect(order).toEqual(['third']);

    second();
    await tick();
    expect(order).toEqual(['third', 'fourth']);
    (await third)();
    (await fourth)();
    expect(slots.busy).toBe(0);
  });

  it('lets a newcomer take a free slot at once', async () => {
    const slots = new SendSlots(1);
    (await slots.take())();
    expect(slots.busy).toBe(0);
    await slots.take();
    expect(slots.busy).toBe(1);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new SendSlots(0)).toThrow(RangeError);
    expect(() => new SendSlots(1.5)).toThrow(RangeError);
  });
});
