import { Anchor, Text, type TextProps } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { localePath, type Language } from '../i18n/languages';
import { GAME_LINK_PATHS, parseGameText } from './game-text';

/**
 * A game text with its link markup rendered: a link for records the site holds (`linkable`: ids per
 * kind the loader checked), plain text otherwise, never the raw `{{…}}`.
 */
export function GameText({
  text,
  lang,
  linkable = {},
}: {
  text: string;
  lang: Language;
  linkable?: Record<string, number[]>;
}) {
  return (
    <>
      {parseGameText(text).map((part, i) => {
        const path =
          'kind' in part && linkable[part.kind]?.includes(part.id) ? GAME_LINK_PATHS[part.kind] : undefined;
        return path && 'id' in part ? (
          <Anchor key={i} component={Link} to={localePath(lang, path(part.id))} data-testid="game-text-link">
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        );
      })}
    </>
  );
}

/**
 * A game description as a paragraph: links or plain labels (never raw markup) and the text's own
 * line breaks kept (spell descriptions list effects per line).
 */
export function GameTextBlock({
  text,
  lang,
  linkable,
  testId,
  ...props
}: TextProps & { text: string; lang: Language; linkable?: Record<string, number[]>; testId?: string }) {
  return (
    <Text {...props} style={{ whiteSpace: 'pre-line' }} data-testid={testId}>
      <GameText text={text} lang={lang} linkable={linkable} />
    </Text>
  );
}
