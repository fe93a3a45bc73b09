import type { AuthReply, LoginBody, SessionUser } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiClient } from './api-client';

export type StaffSession =
  | { status: 'loading' }
  | { status: 'logged-out' }
  | { status: 'logged-in'; user: SessionUser };

/** The session, login and logout hooks of a staff portal (company, admin, invigilator), each over its own client and token. */
export function staffSessionHooks(
  client: ApiClient,
  role: 'company' | 'admin' | 'invigilator',
  key: readonly string[],
) {
  function useSession(): StaffSession {
    const hasToken = Boolean(client.getToken());
    const me = useQuery({
      queryKey: [...key, 'me'],
      queryFn: () => client.request<{ user: SessionUser }>(`/api/${role}/me`).then((r) => r.user),
      enabled: hasToken,
      retry: false,
      staleTime: 60_000,
    });
    if (!hasToken) return { status: 'logged-out' };
    if (me.data) return { status: 'logged-in', user: me.data };
    if (me.isError) return { status: 'logged-out' };
    return { status: 'loading' };
  }

  function useLogin() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: LoginBody) =>
        client.request<AuthReply>(`/api/${role}/login`, { method: 'POST', body, auth: false }),
      onSuccess: (reply) => {
        queryClient.removeQueries({ queryKey: key });
        client.setToken(reply.token);
        // a session still waiting for its second factor is not signed in yet
        if (reply.user.secondFactorDone) queryClient.setQueryData([...key, 'me'], reply.user);
      },
    });
  }

  function useLogout() {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    return useMutation({
      mutationFn: () => client.request(`/api/${role}/logout`),
      onSettled: () => {
        client.clearToken();
        queryClient.removeQueries({ queryKey: key });
        navigate(`/${role}/login`, { replace: true });
      },
    });
  }

  return { useSession, useLogin, useLogout };
}
