import { describe, expect, it } from 'vitest';
import { clampZoom, percentOf, zoomIn, zoomOut } from './zoom';

describe('viewer zoom', () => {
  it('steps by 10 between 50 and 200 %', () => {
    expect(zoomIn(100)).toBe(110);
    expect(zoomOut(100)).toBe(90);
    expect(zoomIn(190)).toBe(200);
    expect(zoomOut(60)).toBe(50);
  });

  it('stops at the ends', () => {
    expect(zoomIn(200)).toBeNull();
    expect(zoomOut(50)).toBeNull();
  });

  it('returns to the grid from a fitted zoom', () => {
    expect(zoomIn(137)).toBe(140);
    expect(zoomOut(137)).toBe(130);
    expect(zoomIn(43)).toBe(50);
    expect(zoomOut(43)).toBeNull();
    expect(zoomOut(236)).toBe(200);
    expect(zoomIn(236)).toBeNull();
  });

  it('treats float scales as the step they show', () => {
    expect(zoomIn(percentOf(1.1))).toBe(120);
    expect(zoomIn(110.00000000000001)).toBe(120);
    expect(zoomOut(109.99999999999999)).toBe(100);
  });

  it('clamps any value into range', () => {
    expect(clampZoom(20)).toBe(50);
    expect(clampZoom(500)).toBe(200);
    expect(clampZoom(120)).toBe(120);
  });
});
