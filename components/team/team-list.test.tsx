// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pt from '@/messages/pt-BR.json';
import type { Seller } from '@/lib/contract';
import { TeamList } from './team-list';

const sellers: Seller[] = [
  {
    id: 1,
    nome: 'Ana Benítez',
    funcao: 'Gerente de Vendas',
    foto: '/media/sellers/1.webp',
    whatsapp: '595981234567',
  },
  { id: 7, nome: 'María José Duarte', funcao: 'Vendedora', foto: null, whatsapp: '961998877' },
];

function renderTeam(initial: Seller[] | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="pt-BR" messages={{ Team: pt.Team }} timeZone="America/Asuncion">
        <TeamList initial={initial} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TeamList', () => {
  it('renders server data without fetching: cards, formatted phones, placeholder for a missing photo', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderTeam(sellers);
    expect(fetchMock).not.toHaveBeenCalled();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0].getAttribute('href')).toMatch(/^https:\/\/wa\.me\/595981234567\?text=/);
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[1].textContent).toContain('+595 (961) 998-877');
    expect(links[1].querySelector('[data-photo="placeholder"]')?.textContent).toBe('MD');
  });

  it('Space on a card opens the chat in a new tab', () => {
    vi.stubGlobal('fetch', vi.fn());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTeam(sellers);
    const card = screen.getAllByRole('link')[1];
    fireEvent.keyDown(card, { key: ' ' });
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/595961998877/),
      '_blank',
      'noopener,noreferrer',
    );
    fireEvent.keyDown(card, { key: 'a' });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('without server data: spinner, then error with retry, then the list', async () => {
    let fail = true;
    const fetchMock = vi.fn(async () =>
      fail ? new Response('{}', { status: 502 }) : Response.json(sellers),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderTeam(null);
    expect(screen.getByRole('status').textContent).toContain('Carregando a equipe de vendas');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar a equipe de vendas.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith('/api/team', expect.anything());
  });

  it('says so when there are no sellers, from the server or after loading, with no cards, spinner or error', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    renderTeam([]);
    expect(screen.getByText(pt.Team.empty).tagName).toBe('P');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    renderTeam(null);
    expect(await screen.findByText(pt.Team.empty)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
