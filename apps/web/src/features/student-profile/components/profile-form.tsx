import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

type Saving = { isPending: boolean; isSuccess: boolean; error: Error | null };

/**
 * A profile card's save button with its "saved" note, and the server's refusal below. In a card's two-column
 * form both span the row; `standalone` places them under the card's content instead.
 */
export function SaveRow({
  saving,
  label,
  saved,
  onSave,
  standalone = false,
}: {
  saving: Saving;
  label: string;
  saved: string;
  /** a button outside any form saves on click; without it, the button submits its form */
  onSave?: () => void;
  standalone?: boolean;
}) {
  return (
    <>
      <div className={`flex flex-wrap items-center gap-3 ${standalone ? 'mt-4' : 'sm:col-span-2'}`}>
        <Button
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          loading={saving.isPending}
          disabled={saving.isPending}
        >
          {saving.isPending ? 'Saving…' : label}
        </Button>
        {saving.isSuccess && <Alert tone="success">{saved}</Alert>}
      </div>
      {saving.error && (
        <div className={standalone ? 'mt-3' : 'sm:col-span-2'}>
          <Alert tone="error">{saving.error.message}</Alert>
        </div>
      )}
    </>
  );
}

/** A profile card holding one two-column form: checked on submit (focus goes to the first problem), then saved. */
export function ProfileFormCard({
  title,
  formRef,
  check,
  onSave,
  saving,
  saveLabel,
  saved,
  children,
}: {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  check: () => boolean;
  onSave: () => void;
  saving: Saving;
  saveLabel: string;
  saved: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onSave();
  };
  return (
    <Card title={title}>
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {children}
        <SaveRow saving={saving} label={saveLabel} saved={saved} />
      </form>
    </Card>
  );
}
