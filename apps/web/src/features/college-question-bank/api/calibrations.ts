import type {
  CalibrationReply,
  CalibrationRunBody,
  CalibrationStartReply,
  CalibrationsReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** The bank's calibration versions, one version's item parameters, and a new calibration. */

const calibrationsKey = ['college', 'calibrations'] as const;

/** Polls every few seconds while a calibration is running. */
export function useCalibrations() {
  return useQuery({
    queryKey: calibrationsKey,
    queryFn: () => collegeRequest<CalibrationsReply>('/api/college/calibrations').then((r) => r.calibrations),
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === 'running') ? 3_000 : false),
  });
}

export function useCalibration(id: string | null) {
  return useQuery({
    queryKey: [...calibrationsKey, id],
    queryFn: () => collegeRequest<CalibrationReply>(`/api/college/calibrations/${id}`),
    enabled: Boolean(id),
  });
}

export function useRunCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalibrationRunBody) =>
      collegeRequest<CalibrationStartReply>('/api/college/calibrations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationsKey }),
  });
}
