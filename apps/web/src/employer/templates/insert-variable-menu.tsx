import { Button, Menu, Text } from '@mantine/core';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import type { TemplateType, TemplateVariable } from '@veil/domain';
import { enumLabel } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { insertableVariables, tokenOf } from './variables';

type InsertVariableMenuProps = {
  type: TemplateType;
  /** The field's name, for the button's accessible name ("Insert variable into Subject"). */
  field: string;
  onInsert: (variable: TemplateVariable) => void;
};

/** "Insert variable": the variables of the template's type, each inserted as its token at the cursor. */
export function InsertVariableMenu({ type, field, onInsert }: InsertVariableMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconBraces size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('emailTemplates.variables.insertInto', { field })}
        >
          {t('emailTemplates.variables.insert')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {insertableVariables(type).map((variable) => (
          <Menu.Item
            key={variable}
            onClick={() => onInsert(variable)}
            rightSection={
              <Text size="xs" c="dimmed" ff="monospace" aria-hidden>
                {tokenOf(variable)}
              </Text>
            }
          >
            {enumLabel(locale, 'templateVariable', variable)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
