import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { NotificationStreamProvider } from '@/entities/notifications/notification-stream-provider';
import { createQueryClient } from '@/entities/query/query-client';
import { AuthSessionProvider } from './auth-session-provider';
import { createRoutes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app; main.tsx passes the cache and the router it started the first page with. */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [router] = useState(() => props.router ?? createBrowserRouter(createRoutes()));
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider navigator={router}>
        <NotificationStreamProvider>
          <RouterProvider router={router} />
        </NotificationStreamProvider>
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}
