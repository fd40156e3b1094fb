import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCategory,
  AdminCategoryList,
  CategoryCreate,
  CategoryParams,
  CategoryUpdate,
  ShippingTemplateDetail,
  ShippingTemplateList,
  ShippingTemplateParams,
  ShippingTemplateWrite,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import * as categories from './categories.service.js';
import * as templates from './templates.service.js';

const security = [{ basic: [] }];

/** Admin → Categories and Admin → Shipping templates: the tree the market files products in, and what shipping costs. */
export const catalogueSetupRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  const cat = { tags: ['categories'], security };
  const tpl = { tags: ['shipping templates'], security };

  app.get(
    '/api/admin/categories',
    {
      schema: {
        ...cat,
        summary: 'Every category with its three names and product count, parents first',
        response: { 200: AdminCategoryList },
      },
    },
    () => categories.listCategories(ctx),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        ...cat,
        summary: 'Add a category, top-level or under a parent (JSON or form-encoded)',
        body: CategoryCreate,
        response: { 201: AdminCategory },
      },
    },
    async (req, reply) => reply.status(201).send(await categories.createCategory(ctx, req.body)),
  );
  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        ...cat,
        summary: "Rename, re-sort or move a category; a move re-files the branch's products under their new top category",
        params: CategoryParams,
        body: CategoryUpdate,
        response: { 200: AdminCategory },
      },
    },
    (req) => categories.updateCategory(ctx, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/categories/:id',
    {
      schema: { ...cat, summary: 'Delete a category that holds no products and no subcategories', params: CategoryParams },
    },
    async (req, reply) => {
      await categories.deleteCategory(ctx, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/shipping-templates',
    {
      schema: {
        ...tpl,
        summary: 'Every shipping template with its rule and product counts',
        response: { 200: ShippingTemplateList },
      },
    },
    () => templates.listTemplates(ctx),
  );
  app.get(
    '/api/admin/shipping-templates/:id',
    {
      schema: {
        ...tpl,
        summary: 'One template with its rules',
        params: ShippingTemplateParams,
        response: { 200: ShippingTemplateDetail },
      },
    },
    (req) => templates.getTemplate(ctx, req.params.id),
  );
  app.post(
    '/api/admin/shipping-templates',
    {
      schema: {
        ...tpl,
        summary: 'Add a template with its rules (JSON)',
        body: ShippingTemplateWrite,
        response: { 201: ShippingTemplateDetail },
      },
    },
    async (req, reply) => reply.status(201).send(await templates.createTemplate(ctx, req.body)),
  );
  app.put(
    '/api/admin/shipping-templates/:id',
    {
      schema: {
        ...tpl,
        summary: 'Rename a template and replace all its rules at once (JSON)',
        params: ShippingTemplateParams,
        body: ShippingTemplateWrite,
        response: { 200: ShippingTemplateDetail },
      },
    },
    (req) => templates.updateTemplate(ctx, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/shipping-templates/:id',
    {
      schema: { ...tpl, summary: 'Delete a template no product ships by', params: ShippingTemplateParams },
    },
    async (req, reply) => {
      await templates.deleteTemplate(ctx, req.params.id);
      return reply.status(204).send();
    },
  );
};
