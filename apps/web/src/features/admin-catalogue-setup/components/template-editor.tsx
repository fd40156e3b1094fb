import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import {
  ANY_COUNTRY,
  TEMPLATE_NAME_MAX,
  TEMPLATE_RULES_MAX,
  type Country,
  type ShippingMethod,
  type ShippingTemplateDetail,
} from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { isApiError } from '@/lib/http';
import { useLocale } from '@/lib/use-locale';
import { useSaveTemplate } from '../api/save-template';
import { RuleExample } from './rule-example';
import { draftOf, newDraft, parseRules, serverCell, type CellError, type DraftField, type RuleDraft } from './rule-values';
import { RULES_PAGE_SIZE, RulesTable } from './rules-table';

interface Props {
  /** null for a new template. */
  template: ShippingTemplateDetail | null;
  methods: ShippingMethod[];
  countries: Country[];
  onSaved: (saved: ShippingTemplateDetail) => void;
  onClose: () => void;
}

/** A template's name and rules, edited as a whole and saved in one go; the example prices a parcel as you type. */
export function TemplateEditor({ template, methods, countries, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveTemplate(template?.id ?? null);
  const [name, setName] = useState(template?.name ?? '');
  const [drafts, setDrafts] = useState<RuleDraft[]>(() =>
    template ? template.rules.map((r) => draftOf(r, locale)) : [newDraft()],
  );
  const [errors, setErrors] = useState<CellError[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [dirty, setDirty] = useState(false);

  const withAny = useMemo<Country[]>(
    () => [
      { code: ANY_COUNTRY, name: t('catalogueSetup.rules.anyCountry'), flag: '', phoneCode: '', currency: '', eu: false },
      ...countries,
    ],
    [countries, t],
  );
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? drafts.filter((d) => {
        const country = withAny.find((c) => c.code === d.countryCode);
        const method = methods.find((m) => m.code === d.methodCode);
        return [d.countryCode, country?.name, d.methodCode, method?.name].some((s) => s?.toLowerCase().includes(needle));
      })
    : drafts;

  const change = (key: string, field: DraftField, value: string | null) => {
    setDrafts((now) => now.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
    setErrors((now) => now.filter((e) => !(e.key === key && (e.field === field || e.text))));
    setDirty(true);
  };
  const remove = (key: string) => {
    setDrafts((now) => now.filter((d) => d.key !== key));
    setErrors((now) => now.filter((e) => e.key !== key));
    setDirty(true);
  };
  const add = () => {
    setFilter('');
    setDrafts((now) => [...now, newDraft(now.at(-1))]);
    setPage(Math.floor(drafts.length / RULES_PAGE_SIZE) + 1);
    setDirty(true);
  };
  /** Shows the page of the first marked row (without the filter when the filter hides it). */
  const reveal = (marked: CellError[]) => {
    const first = marked[0];
    if (!first) return;
    let at = shown.findIndex((d) => d.key === first.key);
    if (at < 0) {
      setFilter('');
      at = drafts.findIndex((d) => d.key === first.key);
    }
    setPage(Math.floor(Math.max(at, 0) / RULES_PAGE_SIZE) + 1);
  };

  const onSave = async () => {
    setGeneral(null);
    const trimmed = name.trim();
    setNameError(trimmed ? null : t('catalogueSetup.template.nameRequired'));
    const parsed = parseRules(drafts);
    setErrors(parsed.errors);
    reveal(parsed.errors);
    if (drafts.length === 0) setGeneral(t('catalogueSetup.rules.atLeastOne'));
    if (!trimmed || !parsed.rules || drafts.length === 0) return;
    try {
      const saved = await save.mutateAsync({ name: trimmed, rules: parsed.rules });
      setDirty(false);
      feedback.message.success(t('catalogueSetup.template.saved', { name: saved.name }));
      onSaved(saved);
    } catch (err) {
      const field = isApiError(err) ? err.data.params.field : undefined;
      const cell = serverCell(drafts, field);
      if (cell) {
        const marked = [{ ...cell, message: '', text: errorText(err) }];
        setErrors(marked);
        reveal(marked);
      } else if (field === 'name') setNameError(errorText(err));
      else setGeneral(errorText(err));
    }
  };

  const close = () => {
    if (!dirty) return onClose();
    feedback.modal.confirm({
      title: t('catalogueSetup.template.discardTitle'),
      content: t('catalogueSetup.template.discardText'),
      okText: t('catalogueSetup.template.discard'),
      cancelText: t('catalogueSetup.template.keepEditing'),
      onOk: onClose,
    });
  };

  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {template ? t('catalogueSetup.template.editTitle', { name: template.name }) : t('catalogueSetup.template.newTitle')}
      </Typography.Title>
      {template && template.productCount > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('catalogueSetup.template.inUse', { count: template.productCount })}
        />
      ) : null}
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('catalogueSetup.template.name')}
          validateStatus={nameError ? 'error' : undefined}
          help={nameError ?? undefined}
          style={{ maxWidth: 420 }}
        >
          <Input
            value={name}
            maxLength={TEMPLATE_NAME_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
              setDirty(true);
            }}
          />
        </Form.Item>
      </Form>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('catalogueSetup.rules.hint')}</Typography.Text>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          aria-label={t('catalogueSetup.rules.filter')}
          placeholder={t('catalogueSetup.rules.filter')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(1);
          }}
          style={{ width: 260 }}
        />
      </Flex>
      <RulesTable
        rows={shown}
        all={drafts}
        errors={errors}
        methods={methods}
        countries={withAny}
        page={page}
        onPage={setPage}
        onChange={change}
        onRemove={remove}
      />
      <Button icon={<PlusOutlined />} onClick={add} disabled={drafts.length >= TEMPLATE_RULES_MAX} style={{ marginTop: 8 }}>
        {t('catalogueSetup.rules.add')}
      </Button>
      <RuleExample drafts={drafts} methods={methods} countries={countries} />
      {general ? <Alert type="error" showIcon role="alert" title={general} style={{ marginTop: 16 }} /> : null}
      {errors.length > 0 && !general ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          title={t('catalogueSetup.rules.fix', { count: new Set(errors.map((e) => e.key)).size })}
        />
      ) : null}
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
          {t('catalogueSetup.save')}
        </Button>
        <Button onClick={close}>{t('catalogueSetup.cancel')}</Button>
      </Flex>
    </div>
  );
}
