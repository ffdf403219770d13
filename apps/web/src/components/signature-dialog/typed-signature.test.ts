import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_SIGNATURE_SIZE, TYPED_SIGNATURE_SIZE, renderTypedSignature, typedSignatureImage } from './typed-signature';

/** jsdom has no canvas drawing: a recording 2D context stands in. */
function fakeContext(textWidth = 120) {
  const context = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    fillRect: vi.fn(),
    fillText: vi.fn(),
    measureText: vi.fn(() => ({ width: textWidth })),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  return context;
}

afterEach(() => vi.restoreAllMocks());

describe('typed signature (spec 02 §5, §9)', () => {
  it('renders the name on a 400×100 canvas', () => {
    const context = fakeContext();
    const canvas = renderTypedSignature('Marcus Webb');
    expect([canvas.width, canvas.height]).toEqual([400, 100]);
    expect(TYPED_SIGNATURE_SIZE).toEqual({ width: 400, height: 100 });
    expect(context.fillText).toHaveBeenCalledWith('Marcus Webb', 200, 50, expect.any(Number));
    expect(context.font).toMatch(/italic \d+px .*cursive/);
  });

  it('shrinks the script font until a long name fits', () => {
    const context = fakeContext(1000);
    context.measureText.mockImplementation(() => ({ width: Number(/(\d+)px/.exec(context.font)?.[1]) * 10 }));
    renderTypedSignature('A very long name indeed');
    const size = Number(/(\d+)px/.exec(context.font)?.[1]);
    expect(size * 10).toBeLessThanOrEqual(400 - 32);
  });

  it('gives a PNG data URL, and nothing for a blank name', () => {
    fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    expect(typedSignatureImage('Marcus Webb')).toBe('data:image/png;base64,AAAA');
    expect(typedSignatureImage('   ')).toBeNull();
  });

  it('draws signatures on a 500×200 pad', () => {
    expect(DRAWN_SIGNATURE_SIZE).toEqual({ width: 500, height: 200 });
  });
});
