import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { setViewportWidth } from '../../../tests/support/match-media';
import { renderApp, setupI18n } from '../../../tests/support/render-app';
import { contactDetails } from '@/lib/contact-details';

const backend = setupMockBackend();
beforeEach(() => setupI18n('en'));

describe('about', () => {
  it('shows the banner, the team and the FAQ', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Learning made by people who do the work',
      }),
    ).toBeVisible();
    const team = within(screen.getByRole('region', { name: 'Our team' }));
    const members = await team.findAllByRole('heading', { level: 3 });
    expect(members.map((member) => member.textContent)).toEqual(
      backend.db().state.team.map((member) => member.full_name.en),
    );
    expect(team.getByText('Head of Learning')).toBeVisible();
    expect(document.querySelector('.team__photo')).toHaveAttribute('width', '200');
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    expect(await faq.findByRole('button', { name: 'How do I enrol in a course?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the team in Armenian', async () => {
    await setupI18n('arm');
    renderApp('/about');
    const team = within(await screen.findByRole('region', { name: 'Մեր թիմը' }));
    expect(await team.findByText('Ուսուցման ղեկավար')).toBeVisible();
  });
});

describe('why choose us', () => {
  it('shows the reasons', async () => {
    renderApp('/why-choose-us');
    const reasons = within(await screen.findByRole('region', { name: 'What makes us different' }));
    expect(reasons.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(reasons.getByRole('link', { name: 'Find your course' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });
});

describe('contact', () => {
  it('shows the phone, messaging-app and e-mail links, the form and the FAQ', async () => {
    renderApp('/contact');
    const banner = within(await screen.findByRole('region', { name: 'Get in touch' }));
    expect(banner.getByRole('link', { name: contactDetails.phone })).toHaveAttribute(
      'href',
      contactDetails.phoneHref,
    );
    expect(banner.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      contactDetails.messagingApp,
    );
    expect(banner.getByRole('link', { name: contactDetails.email })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.email}`,
    );
    expect(screen.getByRole('region', { name: 'Send us a message' })).toBeVisible();
    expect(
      await within(
        screen.getByRole('region', { name: 'Frequently asked questions' }),
      ).findAllByRole('button'),
    ).toHaveLength(5);
  });
});

describe('teach landing', () => {
  it('shows the three benefits and a Get started link to instructor sign-up', async () => {
    renderApp('/teach-on-web-design');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teach on Web design' }),
    ).toBeVisible();
    const benefits = within(screen.getByRole('region', { name: 'Why teach with us' }));
    expect(benefits.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Teach with technology',
      'Empower lifelong learners',
      'Connect globally',
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Get started' }))
      expect(link).toHaveAttribute('href', '/sign-up?hideLearner=true');
  });

  it('shows the steps as tabs on desktop', async () => {
    setViewportWidth(1024);
    const user = userEvent.setup();
    renderApp('/teach-on-academy');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '1Plan Your Curriculum',
      '2Record Your Video',
      '3Launch Your Course',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Submit the course for review/);
  });

  it('shows the steps as an accordion on mobile', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderApp('/teach-on-academy');
    const steps = within(await screen.findByRole('region', { name: 'How to begin' }));
    expect(steps.queryByRole('tab')).toBeNull();
    const [plan, , launch] = steps.getAllByRole('button');
    expect(plan).toHaveAttribute('aria-expanded', 'true');
    await user.click(launch!);
    expect(launch).toHaveAttribute('aria-expanded', 'true');
    expect(plan).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to sign-up with the instructor preselected and the learner option hidden', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/teach-on-academy');
    await user.click((await screen.findAllByRole('link', { name: 'Get started' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(router.state.location.search).toBe('?hideLearner=true');
    // The sign-up form offers only the instructor role, already chosen.
    const roles = await screen.findAllByRole('radio');
    expect(roles).toHaveLength(1);
    expect(roles[0]).toHaveAccessibleName(/Teach/);
    expect(roles[0]).toBeChecked();
  });
});
