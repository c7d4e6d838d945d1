import { CLIENT_RATE_LIMIT, GAME, HONEYPOT_FIELDS, HUMAN_CHECK, PAD_COLORS, PADS, READ_ALOUD, VERIFICATION_TTL_MS } from './constants';

describe('constants', () => {
  it('keeps verification links for 24 hours', () => {
    expect(VERIFICATION_TTL_MS).toBe(86_400_000);
  });

  it('allows 20 client attempts per 5 minutes under the form_submission key', () => {
    expect(CLIENT_RATE_LIMIT).toEqual({
      attempts: 20,
      windowMs: 300_000,
      storageKey: 'form_submission',
    });
  });

  it('names the three honeypot fields', () => {
    expect(HONEYPOT_FIELDS).toEqual(['website', 'confirmEmail', 'phoneBackup']);
  });

  it('pairs the pads with their tones in id order', () => {
    expect(PADS.map(({ id, color, frequency }) => [id, color, frequency])).toEqual([
      [0, 'red', 330],
      [1, 'green', 392],
      [2, 'blue', 523],
      [3, 'amber', 659],
    ]);
  });

  it('gives each pad a distinct shape', () => {
    expect(new Set(PADS.map((pad) => pad.mark)).size).toBe(PADS.length);
  });

  it('lists the pad colours in pad order', () => {
    expect(PAD_COLORS).toEqual(PADS.map((pad) => pad.color));
  });

  it('requires an answer to take at least as long as watching the pattern and reacting', () => {
    const patternMs = GAME.sequenceLength * (GAME.pauseMs + GAME.litMs);
    expect(HUMAN_CHECK.minAnswerMs).toBe(3 * (350 + 400) + 600);
    expect(HUMAN_CHECK.minAnswerMs).toBeGreaterThan(patternMs);
  });

  it('offers the default speech speed and pitch among the choices', () => {
    expect(READ_ALOUD.speeds).toContain(READ_ALOUD.defaultSpeed);
    expect(READ_ALOUD.pitch.presets).toContain(READ_ALOUD.defaultPitch);
  });
});
