import { describe, expect, it } from 'vitest';
import { namesHazard } from './risk.service.js';

describe('risk factors match the records by name', () => {
  it('counts a sampling item written with subscripts (黄曲霉毒素B₁) for the substance 黄曲霉毒素B1', () => {
    expect(namesHazard('黄曲霉毒素B₁', '黄曲霉毒素B1')).toBe(true);
    expect(namesHazard('Aflatoxin B1, aflatoxin total', 'aflatoxin b1')).toBe(true);
    expect(namesHazard('黄曲霉毒素M₁', '黄曲霉毒素B1')).toBe(false);
  });
});
