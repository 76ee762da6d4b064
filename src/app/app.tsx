import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { NotificationStreamProvider } from '@/entities/notifications/notification-stream-provider';
import { createQueryClient } from '@/entities/query/query-client';
import { AuthSessionProvider } from './auth-session-provider';
import { createRoutes } from './router';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  const [queryClient] = useState(() => createQueryClient());
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
