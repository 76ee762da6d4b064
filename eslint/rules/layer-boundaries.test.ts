// @vitest-environment node
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule, { layerOf } from './layer-boundaries.js';

const root = '/repo';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string, code: string) => ({
  code,
  filename: `${root}/${file}`,
  options: [{ root }],
});

describe('layerOf', () => {
  it('names the layer of each folder', () => {
    expect(layerOf('src/features/auth/sign-in-page.tsx')).toBe('feature:auth');
    expect(layerOf('src/lib/http/http-client.ts')).toBe('lib/http');
    expect(layerOf('src/machines/auth/auth.machine.ts')).toBe('machines');
    expect(layerOf('mocks/handlers.ts')).toBe('mocks');
    expect(layerOf('tests/setup/vitest-setup.ts')).toBeNull();
    expect(layerOf('src/entities/course/course-card.tsx')).toBe('entities');
    expect(layerOf('src/generated/client/blog/blog.ts')).toBe('generated/client');
    expect(layerOf('src/generated/model/user.ts')).toBe('generated');
    expect(layerOf('contract/checks/journeys/quiz.ts')).toBe('contract');
  });
});

describe('layer-boundaries', () => {
  it('accepts imports that point down the layers', () => {
    tester.run('layer-boundaries', rule, {
      valid: [
        at(
          'src/features/auth/sign-in-page.tsx',
          "import { x } from '@/machines/auth/auth.machine';",
        ),
        at('src/features/auth/sign-in-page.tsx', "import { y } from './sign-in-form';"),
        at(
          'src/features/auth/sign-in-page.tsx',
          "import { Spinner } from '@/components/ui/spinner';",
        ),
        at(
          'src/components/session/session-context.tsx',
          "import { User } from '@/generated/model';",
        ),
        at(
          'src/machines/auth/auth.machine.ts',
          "import { login } from '@/generated/client/auth/auth';",
        ),
        at(
          'src/generated/client/auth/auth.ts',
          "import { httpRequest } from '../../../lib/http/http-client';",
        ),
        at('src/app/router.tsx', "import { HomePage } from '@/features/marketing/home-page';"),
        at('src/app/mocking.ts', "const m = import('../../mocks/browser');"),
        at('mocks/handlers.ts', "import { http } from 'msw';"),
        at('src/lib/format/format.test.ts', "import { http } from 'msw';"),
        at('src/features/auth/sign-in-page.tsx', "import { useTranslation } from 'react-i18next';"),
        // The shared domain layer: features read it; it reads machines, the client and UI.
        at(
          'src/features/catalogue/courses-page.tsx',
          "import { CourseCard } from '@/entities/course/course-card';",
        ),
        at(
          'src/entities/course/catalogue-queries.ts',
          "import { listPublicCourses } from '@/generated/client/catalogue/catalogue';",
        ),
        at(
          'src/entities/session/session-context.tsx',
          "import { x } from '@/machines/auth-session/auth-session.machine';",
        ),
        at(
          'src/entities/blog/blog-card.tsx',
          "import { Skeleton } from '@/components/ui/skeleton';",
        ),
        at('src/entities/blog/latest-blog-cards.tsx', "import { x } from '../query/query-block';"),
        at('src/app/app.tsx', "import { x } from '@/entities/query/query-client';"),
      ],
      invalid: [
        {
          ...at(
            'src/features/catalogue/courses-page.tsx',
            "import { WishlistPage } from '@/features/wishlist/wishlist-page';",
          ),
          errors: [{ messageId: 'feature' }],
        },
        {
          // Presentation knows no API: no calls and no machines in src/components.
          ...at(
            'src/components/ui/latest-blog-cards.tsx',
            "import { listBlogs } from '@/generated/client/blog/blog';",
          ),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at(
            'src/components/ui/course-card.tsx',
            "import { x } from '@/machines/wishlist-toggle/wishlist-toggle.machine';",
          ),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('src/components/ui/card.tsx', "import { x } from '@/entities/course/course-card';"),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at(
            'src/entities/course/course-card.tsx',
            "import { x } from '@/features/catalogue/x';",
          ),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('src/machines/x/x.machine.ts', "import { x } from '@/entities/course/x';"),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at(
            'src/features/auth/sign-in-page.tsx',
            "import { x } from '@/features/cart/cart-page';",
          ),
          errors: [{ messageId: 'feature' }],
        },
        {
          ...at('src/features/auth/sign-in-page.tsx', "import { x } from '../cart/cart-page';"),
          errors: [{ messageId: 'feature' }],
        },
        {
          ...at('src/features/auth/sign-in-page.tsx', "import { x } from '@/app/router';"),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('src/machines/auth/auth.machine.ts', "import { useState } from 'react';"),
          errors: [{ messageId: 'react' }],
        },
        {
          ...at('src/lib/format/price.ts', "import { x } from '@/machines/auth/auth.machine';"),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('src/lib/i18n/i18n.ts', "import { initReactI18next } from 'react-i18next';"),
          errors: [{ messageId: 'react' }],
        },
        {
          ...at(
            'src/generated/client/auth/auth.ts',
            "import { x } from '../../../lib/format/price';",
          ),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at(
            'src/components/ui/spinner.tsx',
            "import { x } from '@/machines/auth/auth.machine';",
          ),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('src/app/main.tsx', "import { handlers } from '../../mocks/handlers';"),
          errors: [{ messageId: 'mocks' }],
        },
        {
          ...at('src/app/main.tsx', "const m = import('../../mocks/browser');"),
          errors: [{ messageId: 'mocks' }],
        },
        {
          ...at(
            'src/features/auth/sign-in-page.tsx',
            "import { getAuthMock } from '@/generated/client/auth/auth.msw';",
          ),
          errors: [{ messageId: 'mocks' }],
        },
        {
          ...at('src/features/auth/sign-in-page.tsx', "import { faker } from '@faker-js/faker';"),
          errors: [{ messageId: 'mocks' }],
        },
      ],
    });
  });

  // The contract harness is a package of its own: the judge does not stand on the mock's folder.
  it('keeps contract/ off mocks/: no import, no path into it', () => {
    tester.run('layer-boundaries', rule, {
      valid: [
        at('contract/spec.ts', "import document from '../src/generated/openapi.json';"),
        at('contract/schemas.ts', "import * as auth from '../src/generated/zod/auth/auth.zod';"),
        at('contract/http.ts', "import { toLaravelFormData } from '../src/lib/http/form-data';"),
        at('contract/translations.ts', "import en from '../src/locales/en/server.json';"),
        at('contract/checks/journeys/quiz.ts', "import { Journey } from '../journey';"),
        at('contract/realtime.ts', "import WebSocket from 'ws';"),
        at('contract/checks/journeys/bank-purchase.ts', "const bank = '/mock-bank/sandbox';"),
        // The capability registry is plain data the harness reports on, like the app and the mock.
        at(
          'contract/report.ts',
          "import { CAPABILITIES } from '../src/lib/capabilities/registry';",
        ),
        at('mocks/lib/capabilities.ts', "import { x } from '../../src/lib/capabilities/registry';"),
        at('src/machines/quiz/quiz.machine.ts', "import { x } from '@/lib/capabilities/registry';"),
      ],
      invalid: [
        {
          ...at('contract/schemas.ts', "import { x } from '../mocks/lib/api-schemas';"),
          errors: [{ messageId: 'contractMocks' }],
        },
        {
          ...at('contract/cli.ts', "const { READY_ACCOUNTS } = await import('../mocks/db/seed');"),
          errors: [{ messageId: 'contractMocks' }],
        },
        {
          ...at(
            'contract/request-data.ts',
            "const png = readFileSync(join(import.meta.dirname, '../mocks/assets/storage/default.png'));",
          ),
          errors: [{ messageId: 'contractMocks' }],
        },
        {
          ...at('contract/request-data.ts', 'const file = `${root}/mocks/assets/${name}`;'),
          errors: [{ messageId: 'contractMocks' }],
        },
        {
          ...at('contract/checks/operations.ts', "import { x } from '../../src/features/auth/x';"),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('contract/http.ts', "import { http } from 'msw';"),
          errors: [{ messageId: 'mocks' }],
        },
        {
          // The rest of src/lib/capabilities (the app's decisions, over its HTTP layer) is not.
          ...at('contract/report.ts', "import { x } from '../src/lib/capabilities/discovery';"),
          errors: [{ messageId: 'layer' }],
        },
        {
          ...at('src/lib/capabilities/registry.ts', "import { x } from '../http';"),
          errors: [{ messageId: 'layer' }],
        },
      ],
    });
  });
});
