// When a solve job or a sync finishes, the server serves the new trees at once: refresh
// what the app knows about coverage and tree sets (the explorer then shows the flop as
// covered). Runs wherever jobs or syncs are watched.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { TREE_SETS_QUERY_KEY } from './api/get-tree-sets.ts';
import { useJobs } from './api/get-jobs.ts';
import { useSync } from './api/get-sync.ts';
import { isActiveJob, jobsDoneSince, syncChangedSince } from './progress.ts';

const COVERAGE_QUERY_KEY = ['coverage'] as const;

export function useTreeUpdates() {
  const queryClient = useQueryClient();
  const jobs = useJobs();
  const sync = useSync();
  const activeJobs = useRef<ReadonlySet<string>>(new Set());
  const runningSync = useRef<string | null>(null);

  useEffect(() => {
    if (!jobs.data) return;
    const done = jobsDoneSince(activeJobs.current, jobs.data);
    activeJobs.current = new Set(jobs.data.filter(isActiveJob).map((job) => job.job_id));
    if (done.length > 0) {
      void queryClient.invalidateQueries({ queryKey: COVERAGE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TREE_SETS_QUERY_KEY });
    }
  }, [jobs.data, queryClient]);

  useEffect(() => {
    const current = sync.data ?? null;
    if (syncChangedSince(runningSync.current, current)) {
      void queryClient.invalidateQueries({ queryKey: COVERAGE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TREE_SETS_QUERY_KEY });
    }
    runningSync.current = current?.status === 'running' ? current.sync_id : null;
  }, [sync.data, queryClient]);

  return { jobs, sync };
}
