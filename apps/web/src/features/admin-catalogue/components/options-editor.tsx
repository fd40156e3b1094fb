import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { OptionAxisInput, PRODUCT_LIMITS } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '@/lib/form-rules';

/** The option axes (Color, Size …): a name and its values each; the variants grid is made from them. */
export function OptionsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="options">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="start" wrap>
              <Form.Item
                name={[field.name, 'name']}
                style={{ width: 180, marginBottom: 0 }}
                rules={rulesFrom(OptionAxisInput.shape.name, {
                  required: t('adminCatalogue.editor.optionNameRequired'),
                  max: (max) => t('adminCatalogue.editor.tooLong', { max }),
                })}
              >
                <Input
                  aria-label={t('adminCatalogue.editor.optionName', { n: i + 1 })}
                  placeholder={t('adminCatalogue.editor.optionNamePlaceholder')}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'values']}
                style={{ flex: 1, minWidth: 240, marginBottom: 0 }}
                rules={[{ required: true, type: 'array', min: 1, message: t('adminCatalogue.editor.optionValuesRequired') }]}
              >
                <Select
                  mode="tags"
                  tokenSeparators={[',']}
                  open={false}
                  aria-label={t('adminCatalogue.editor.optionValues', { n: i + 1 })}
                  placeholder={t('adminCatalogue.editor.optionValuesPlaceholder')}
                  maxCount={PRODUCT_LIMITS.axisValues}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('adminCatalogue.editor.removeOption', { n: i + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          {fields.length < PRODUCT_LIMITS.axes ? (
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ name: '', values: [] })}
              style={{ alignSelf: 'start' }}
            >
              {t('adminCatalogue.editor.addOption')}
            </Button>
          ) : null}
        </Flex>
      )}
    </Form.List>
  );
}
