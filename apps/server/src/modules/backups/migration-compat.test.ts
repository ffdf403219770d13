import { describe, expect, it } from 'vitest';
import { schemaProblem } from './migration-compat.ts';

const known = ['0000_init.sql', '0001_audit.sql', '0170_job_owner.sql'];

describe('restoring an archive made with other migrations', () => {
  it('accepts an archive whose migrations are all known', () => {
    expect(schemaProblem(['0000_init.sql', '0001_audit.sql'], known, '0.1.0')).toBeNull();
  });

  it('names a newer release when the unknown migrations come after ours', () => {
    expect(schemaProblem([...known, '0180_later.sql'], known, '0.2.0')).toBe(
      'The archive was made by a newer release of Attest (0.2.0; migrations 0180_later.sql are unknown here): restore it with that release or a later one.',
    );
  });

  it('says the manifest is damaged when a byte flip made a name no release has', () => {
    expect(schemaProblem(['0000^init.sql', '0001_audit.sql', '0170_job_owner.sql'], known, '0.1.0')).toMatch(/^The archive's manifest is damaged: it lists migrations no release of Attest has \(0000\^init\.sql\)/);
    expect(schemaProblem(['0000_inis.sql', '0001_audit.sql'], known, '0.1.0')).toMatch(/manifest is damaged/);
  });
});
