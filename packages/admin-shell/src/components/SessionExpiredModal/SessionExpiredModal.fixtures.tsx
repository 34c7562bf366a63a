import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { roleAccess } from '../../core/access/test-doubles.js';
import { useSession } from '../../core/session/SessionProvider.js';
import { createSessionGate } from '../../core/session/session-gate.js';
import { useUnsavedChanges } from '../../core/unsaved/unsaved-changes.js';
import { adaSignedIn } from '../AdminApp/AdminApp.fixtures.js';
import { AdminApp } from '../AdminApp/AdminApp.js';
import { SessionExpiredModal } from './SessionExpiredModal.js';

/** The app's own sign-in form, reduced to a password for the person already known. */
function PasswordAgain() {
  const { login } = useSession();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login({ password });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Username" value="ada" readOnly />
        <PasswordInput
          label="Password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit">Sign in</Button>
      </Stack>
    </form>
  );
}

/** A half-written note whose save meets an ended session, as it would through an HTTP client. */
function NotePage({ gate }: { gate: ReturnType<typeof createSessionGate> }) {
  const [note] = useState('Half-written note');
  const [status, setStatus] = useState('saving…');
  const signedIn = useSession().user !== undefined;
  useUnsavedChanges(status !== 'saved');
  useEffect(() => {
    // The save was refused with 401: it waits for the person to sign in again.
    if (signedIn) void gate.signInAgain().then((again) => setStatus(again ? 'saved' : 'given up'));
  }, [gate, signedIn]);
  return (
    <Stack p="md">
      <Text>{note}</Text>
      <Text data-testid="status">{status}</Text>
    </Stack>
  );
}

/** An app whose session ends while a note is unsaved: the sign-in dialog shows over it. */
export function SessionEndsOverWork() {
  const [gate] = useState(createSessionGate);
  return (
    <AdminApp
      authProvider={adaSignedIn}
      access={roleAccess}
      sessionGate={gate}
      sessionExpired={
        <SessionExpiredModal>
          <PasswordAgain />
        </SessionExpiredModal>
      }
    >
      <NotePage gate={gate} />
    </AdminApp>
  );
}
