import type { Dispatch } from 'react';
import type { Language } from '../../../../shared/constants';
import type { BookContext } from './book-api';
import type { BookPage } from './book-path';
import type { BookT } from './book-texts';
import type { BookParams } from './book-url';
import type { Action, EngineState } from './engine';

/** Counts one of the widget's events (search, hold, checkout, booking with its revenue in minor units). */
export type Track = (event: 'view' | 'search' | 'hold' | 'checkout') => void;

/** What every step of either layout gets: the engine's state and dispatch, the page's parameters, the calls' context. */
export interface FlowProps {
  page: BookPage;
  state: EngineState;
  dispatch: Dispatch<Action>;
  params: BookParams;
  api: BookContext;
  t: BookT;
  lang: Language;
  /** The widget's tours (empty: all). */
  tours: string[];
  track: Track;
  /** A signed-in club member books (/book): their details, the lead guest's and the contact's (docs/decisions/club.md). */
  member?: MemberLead;
  /** /book/preview: the steps and the price, nothing held or created. */
  preview?: boolean;
}

/** The member's own details the details step starts with (the server books as their customer whatever is sent). */
export interface MemberLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
}
