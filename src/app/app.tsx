import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/entities/query/query-client';
import { AuthSessionProvider } from './auth-session-provider';
import { RealtimeBridge } from './realtime-bridge';
import { createRoutes } from './router';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider navigator={router}>
        <RouterProvider router={router} />
        <RealtimeBridge />
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}
