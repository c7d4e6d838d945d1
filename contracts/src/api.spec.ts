import { reservationStatus } from './api';

describe(reservationStatus.name, () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const hoursAgo = (hours: number, extraMs = 0) => new Date(now.getTime() - hours * 3_600_000 - extraMs).toISOString();

  it('is verified when the reservation is verified, however old', () => {
    const reservation = { is_verified: true, created_at: hoursAgo(100) };
    expect(reservationStatus(reservation, now)).toBe('verified');
  });

  it('is pending one second before the link expires', () => {
    expect(reservationStatus({ is_verified: false, created_at: hoursAgo(24, -1_000) }, now)).toBe('pending');
  });

  it('is pending exactly 24 hours after creation', () => {
    const reservation = { is_verified: false, created_at: hoursAgo(24) };
    expect(reservationStatus(reservation, now)).toBe('pending');
  });

  it('is expired one second after the link expires', () => {
    expect(reservationStatus({ is_verified: false, created_at: hoursAgo(24, 1_000) }, now)).toBe('expired');
  });

  it('accepts Date and epoch-millisecond creation times', () => {
    const createdAt = new Date(now.getTime() - 25 * 3_600_000);
    const epochMs = { is_verified: false, created_at: createdAt.getTime() };
    expect(reservationStatus({ is_verified: false, created_at: createdAt }, now)).toBe('expired');
    expect(reservationStatus(epochMs, now.getTime())).toBe('expired');
  });
});
