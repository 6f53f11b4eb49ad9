import { atom } from 'jotai';

/** Side menu (≤ 991 px) open state, shared by the hamburger and the panel. */
export const sideMenuOpenAtom = atom(false);
