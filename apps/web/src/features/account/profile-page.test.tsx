import { COUNTRIES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { asha, bodyOf, renderProfile } from './testing/render-profile';

const signedIn = () => (document.cookie = 'signed_in=1; path=/');

beforeEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('sends a signed-out visitor to /login and back', async () => {
    stubApi({});
    const { router } = renderProfile('/profile?query=orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/profile?query=orders',
    );
  });

  it('fills the form from the user, with India as the default country and a read-only e-mail', async () => {
    signedIn();
    stubApi({ '/api/users/fetch': () => ({ body: { success: true, user: asha } }) });
    renderProfile('/profile?query=anything');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Gender (optional)')).toHaveValue('Rao');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('India');
    // Every country an address may name, India first (the checkout offers those it ships to).
    expect([...(country as HTMLSelectElement).options].map((o) => o.value)).toEqual([...COUNTRIES]);
    expect(document.title).toBe('My Account | Mindful Marks');
  });

  it("shows the spec's messages and clears each one when its field is edited", async () => {
    signedIn();
    stubApi({ '/api/users/fetch': () => ({ body: { success: true, user: asha } }) });
    const { user } = renderProfile();
    await user.clear(await screen.findByLabelText('Full Name'));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '9');
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it("saves a new customer's first profile without a gender (DESIGN.md 5.12)", async () => {
    signedIn();
    const newcomer = { ...asha, gender: '' };
    const { fetchMock } = stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: newcomer } }),
      '/api/users/edit': () => ({
        body: {
          success: true,
          message: 'Your profile has been updated successfully.',
          user: newcomer,
        },
      }),
    });
    const { user } = renderProfile();
    expect(await screen.findByLabelText('Gender (optional)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your profile has been updated successfully.',
    );
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/users/edit')).toMatchObject({ name: 'Asha', gender: '' });
  });

  it("reads 'Saving...' while saving, then confirms, scrolls up and updates the session", async () => {
    signedIn();
    const save = deferred<ApiReply<'/api/users/edit'>>();
    const { fetchMock } = stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/users/edit': () => save.promise,
    });
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText('City'), ' West');
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const saved = {
      ...asha,
      shippingAddress: { ...asha.shippingAddress, city: 'Hyderabad West', country: 'Canada' },
    };
    save.resolve({
      body: { success: true, message: 'Your profile has been updated successfully.', user: saved },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your profile has been updated successfully.',
    );
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(bodyOf(fetchMock, '/api/users/edit')).toEqual({
      name: 'Asha',
      gender: 'Rao',
      number: '9876543210',
      shippingAddress: {
        street: '12 Lake Road',
        city: 'Hyderabad West',
        state: 'Telangana',
        zipCode: '500034',
        country: 'Canada',
      },
    });

    await user.type(screen.getByLabelText('State/Province'), '!');
    expect(
      screen.queryByText('Your profile has been updated successfully.'),
    ).not.toBeInTheDocument();
  });

  it('shows the Order History tab for ?query=orders', async () => {
    signedIn();
    stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/products/my-orders': () => ({ body: { success: true, orders: [] } }),
    });
    const { user, router } = renderProfile('/profile?query=orders');
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('?query=profile');
  });

  it('signs out and goes home', async () => {
    signedIn();
    const { callsTo } = stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/users/logout': () => ({ body: { success: true } }),
    });
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('/api/users/logout')).toHaveLength(1);
  });

  it('signs out of all devices and stays signed in here', async () => {
    signedIn();
    const { callsTo } = stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/users/sign-out-everywhere': () => ({
        body: {
          success: true,
          message: 'You are signed out on every other device. This one stays signed in.',
          token: 't',
        },
      }),
    });
    const { user, router } = renderProfile();
    const privacy = await screen.findByRole('region', { name: 'Privacy and sessions' });
    await user.click(within(privacy).getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(callsTo('/api/users/sign-out-everywhere')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('offers the data download, and deletes the account after the password and a reviews choice', async () => {
    signedIn();
    let attempts = 0;
    const { fetchMock } = stubApi({
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
      '/api/users/me/delete': () =>
        ++attempts === 1
          ? {
              status: 401,
              body: {
                success: false,
                message: 'That password is not right. Your account has not been deleted.',
              },
            }
          : { body: { success: true, message: 'Your account has been deleted.' } },
    });
    const { user, router } = renderProfile();
    const privacy = await screen.findByRole('region', { name: 'Privacy and sessions' });
    expect(within(privacy).getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/users/me/data',
    );
    await user.click(within(privacy).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('radio', { name: 'Remove them' }));
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText(
        'That password is not right. Your account has not been deleted.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/users/me/delete')).toEqual({
      password: 'wrong',
      reviews: 'remove',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
