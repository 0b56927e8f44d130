/**
 * The library floor: the exports of the required libraries that the app's first load uses, and
 * nothing of ours. The web bench builds this file the way the app is built and prints its size
 * beside the real first load, so "initial JS" reads as floor + our own code. Built into a page
 * (library-floor.ts) it renders one heading: the floor page Lighthouse measures in the same run as
 * ours, the first paint a page with this stack cannot beat without its HTML.
 *
 * Keep it in step with the first load (main.tsx, app/, shell/, layouts/, i18n/ and core's stores,
 * session, gateway client, query cache and boot machine): an export they start using is added here.
 */
import { createIntl, createIntlCache } from '@formatjs/intl';
import { QueryClient } from '@tanstack/query-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { atom, createStore } from 'jotai/vanilla';
import ky from 'ky';
import { createElement, lazy, StrictMode, Suspense, startTransition, use, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import * as v from 'valibot';
import { assign, createActor, fromPromise, setup, toPromise } from 'xstate';

const schema = v.object({
  id: v.pipe(v.string(), v.trim(), v.minLength(1)),
  count: v.optional(v.number(), 0),
  kind: v.picklist(['a', 'b']),
  items: v.array(v.object({ on: v.boolean(), at: v.nullable(v.string()) })),
  extra: v.fallback(v.record(v.string(), v.unknown()), {}),
});
const machine = setup({ actors: { load: fromPromise(async () => ky.get('/').json()) } }).createMachine({
  initial: 'loading',
  states: { loading: { invoke: { src: 'load', onDone: { target: 'done', actions: assign({}) } } }, done: {} },
});

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement('h1', null, 'Senda'));

// Kept in the bundle, never called: the floor page downloads and evaluates them but sends nothing.
(globalThis as Record<string, unknown>).__libraryFloor = [
  createIntl,
  createIntlCache,
  useMachine,
  useSelector,
  Provider,
  useAtomValue,
  useSetAtom,
  atom,
  createStore,
  createElement,
  lazy,
  StrictMode,
  Suspense,
  startTransition,
  use,
  useEffect,
  useMemo,
  createRoot,
  FormattedMessage,
  RawIntlProvider,
  useIntl,
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  () => v.safeParse(schema, {}),
  () => toPromise(createActor(machine).start()),
  // The query cache: made with the services, provided at the root, read by the boot machine.
  () => new QueryClient().fetchQuery({ queryKey: ['a'], queryFn: () => Promise.resolve(1) }),
  QueryClientProvider,
];
