import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import {
  type Category,
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
} from '../api/admin';

function CategoryRow({ category }: { category: Category }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const toast = useToast();
  const error = rename.error ?? remove.error;
  return (
    <li className="py-3">
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(
              { id: category._id, name: name.trim() },
              {
                onSuccess: () => {
                  toast('Category renamed', 'success');
                  setEditing(false);
                },
              },
            );
          }}
        >
          <TextField
            label={`New name for ${category.name}`}
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          <Button type="submit" loading={rename.isPending} disabled={rename.isPending || !name.trim()}>
            Save
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setEditing(false);
              setName(category.name);
              rename.reset();
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="font-medium text-slate-900">{category.name}</span>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Rename ${category.name}`}
            >
              Rename
            </Button>
            <Button
              variant="secondary"
              aria-label={`Delete ${category.name}`}
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`Delete the category "${category.name}"?`)) remove.mutate(category._id);
              }}
            >
              Delete
            </Button>
          </div>
        </div>
      )}
      {error && (
        <div className="mt-2">
          <Alert tone="error">{error.message}</Alert>
        </div>
      )}
    </li>
  );
}

/** /admin/categories: create, rename, delete (the server's 409 messages shown as they are). */
export function CategoriesRoute() {
  const categories = useCategories();
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: () => {
        toast('Category created', 'success');
        setName('');
      },
    });
  };
  return (
    <Page
      className="mx-auto max-w-3xl"
      title="Categories"
      description="The categories every portal chooses from."
    >
      <Card title="New category">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <TextField
            label="Category name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" loading={create.isPending} disabled={create.isPending || !name.trim()}>
            Create
          </Button>
        </form>
        {create.isError && (
          <div className="mt-3">
            <Alert tone="error">{create.error.message}</Alert>
          </div>
        )}
      </Card>
      <Card title="All categories">
        {!categories.data ? (
          <QueryState isPending={categories.isPending} error={categories.error} />
        ) : categories.data.length === 0 ? (
          <EmptyState title="No categories yet" />
        ) : (
          <ul aria-label="Categories" className="divide-y divide-slate-100">
            {categories.data.map((c) => (
              <CategoryRow key={c._id} category={c} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
