import '@mantine/core/styles/Combobox.layer.css';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formErrorsFromApi } from '../../lib/forms/api-errors';
import type { FieldError, FieldErrors } from '../../lib/forms/field-errors';
import type { Option } from './reference';
import type { Character, CharacterInput } from './types';
import { clampLevel, DEFAULT_LEVEL, LEVEL_MAX, LEVEL_MIN, validateCharacter, type CharacterDraft, type CharacterField } from './validation';
import { LazyModal } from '../../ui/modal/LazyModal';

interface Props {
  /** The character being edited; undefined creates a new one. */
  character?: Character;
  servers: Option[];
  breeds: Option[];
  onSave(input: CharacterInput): Promise<unknown>;
  onClose(): void;
}

const draftOf = (character?: Character): CharacterDraft => ({
  name: character?.name ?? '',
  server: character ? String(character.server) : null,
  breed: character ? String(character.breed) : null,
  level: character?.level ?? DEFAULT_LEVEL,
});

/** Create or edit a character in a modal; server refusals show on their field. */
export function CharacterForm({ character, servers, breeds, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CharacterDraft>(() => draftOf(character));
  const [errors, setErrors] = useState<FieldErrors<CharacterField>>({});
  const [formError, setFormError] = useState<FieldError>();
  const [pending, setPending] = useState(false);
  const say = (error?: FieldError) => (error ? t(error.key, error.values ?? {}) : undefined);
  const set = (changes: Partial<CharacterDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { fields, input } = validateCharacter(draft);
    setErrors(fields);
    setFormError(undefined);
    if (!input) return;
    setPending(true);
    try {
      await onSave(input);
      onClose();
    } catch (error) {
      const answer = formErrorsFromApi(error, ['name', 'server', 'breed', 'level']);
      setErrors(answer.fields);
      setFormError(answer.form);
    } finally {
      setPending(false);
    }
  };

  return (
    <LazyModal opened onClose={onClose} title={character ? t('characters.editTitle') : t('characters.createTitle')}>
      <form onSubmit={submit} noValidate data-testid="character-form">
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {say(formError)}
            </Alert>
          )}
          <TextInput
            label={t('characters.name')}
            required
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={say(errors.name)}
            data-testid="character-name"
            data-autofocus
          />
          <LazySelect
            label={t('characters.server')}
            required
            searchable
            data={servers}
            value={draft.server}
            onChange={(server) => set({ server })}
            error={say(errors.server)}
            nothingFoundMessage={t('common.noResults')}
            data-testid="character-server"
          />
          <LazySelect
            label={t('characters.breed')}
            required
            searchable
            data={breeds}
            value={draft.breed}
            onChange={(breed) => set({ breed })}
            error={say(errors.breed)}
            nothingFoundMessage={t('common.noResults')}
            data-testid="character-breed"
          />
          <LazyNumberInput
            label={t('common.level')}
            required
            min={LEVEL_MIN}
            max={LEVEL_MAX}
            allowDecimal={false}
            clampBehavior="blur"
            value={draft.level}
            onChange={(level) => set({ level })}
            onBlur={() => set({ level: clampLevel(draft.level) })}
            error={say(errors.level)}
            data-testid="character-level"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="character-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
