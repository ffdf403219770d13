import { describe, expect, it } from 'vitest';
import { toJobListQuery } from '@/features/system/jobs-search';
import { parseSystemSearch } from './system-search';

describe('the System Administration URL', () => {
  it('keeps the Background Jobs filters on the jobs tab, only those set', () => {
    expect(parseSystemSearch({ tab: 'jobs', jobStatus: 'failed', jobName: 'send-mail', jobPage: 2 })).toEqual({ tab: 'jobs', jobStatus: 'failed', jobName: 'send-mail', jobPage: 2 });
    expect(parseSystemSearch({ tab: 'jobs' })).toEqual({ tab: 'jobs' });
  });

  it('drops a bad filter, page 1 and the filters of another tab', () => {
    expect(parseSystemSearch({ tab: 'jobs', jobStatus: 'lost', jobPage: 1 })).toEqual({ tab: 'jobs' });
    expect(parseSystemSearch({ tab: 'backup', jobStatus: 'failed' })).toEqual({ tab: 'backup' });
    expect(parseSystemSearch({ tab: 'nowhere' })).toEqual({ tab: 'overview' });
  });

  it('opens the Integrations tab, without the jobs filters', () => {
    expect(parseSystemSearch({ tab: 'integrations', jobStatus: 'failed' })).toEqual({ tab: 'integrations' });
  });

  it('keeps the LMS delivery log filter and page on the Integrations tab, dropping bad ones', () => {
    expect(parseSystemSearch({ tab: 'integrations', lmsStatus: 'failed', lmsPage: 3 })).toEqual({ tab: 'integrations', lmsStatus: 'failed', lmsPage: 3 });
    expect(parseSystemSearch({ tab: 'integrations', lmsStatus: 'lost', lmsPage: 1 })).toEqual({ tab: 'integrations' });
    expect(parseSystemSearch({ tab: 'jobs', lmsStatus: 'failed' })).toEqual({ tab: 'jobs' });
  });

  it('asks for 50 jobs a page, from the first', () => {
    expect(toJobListQuery({ jobStatus: 'queued' })).toEqual({ status: 'queued', name: undefined, page: 1, pageSize: 50 });
    expect(toJobListQuery({ jobPage: 3 })).toMatchObject({ page: 3 });
  });
});
