import { generate } from 'otplib';
import { acceptedStep, newRecoveryCodes, recoveryCodeHash } from './second-factor';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const EPOCH = 1_795_500_000;

describe(acceptedStep.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: EPOCH * 1000, doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('accepts the current code and the codes one step either side, and answers their step', async () => {
    const step = Math.floor(EPOCH / 30);
    for (const offset of [-1, 0, 1]) {
      const code = await generate({ secret: SECRET, epoch: EPOCH + offset * 30 });
      expect(await acceptedStep(SECRET, code, null)).toBe(step + offset);
    }
  });

  it('refuses a code two steps away, a code of another secret and anything not six digits', async () => {
    expect(await acceptedStep(SECRET, await generate({ secret: SECRET, epoch: EPOCH - 60 }), null)).toBeNull();
    expect(await acceptedStep(SECRET, await generate({ secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', epoch: EPOCH }), null)).toBeNull();
    expect(await acceptedStep(SECRET, '12345', null)).toBeNull();
    expect(await acceptedStep(SECRET, 'abcdef', null)).toBeNull();
  });

  it('refuses a code whose step was already used, so a code works once', async () => {
    const code = await generate({ secret: SECRET, epoch: EPOCH });
    const step = (await acceptedStep(SECRET, code, null))!;
    expect(await acceptedStep(SECRET, code, step)).toBeNull();
    expect(await acceptedStep(SECRET, await generate({ secret: SECRET, epoch: EPOCH + 30 }), step)).toBe(step + 1);
  });
});

describe(newRecoveryCodes.name, () => {
  it('makes ten different codes that hash the same however they are typed back', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeHash(codes[0].toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(codes[0]));
  });
});
