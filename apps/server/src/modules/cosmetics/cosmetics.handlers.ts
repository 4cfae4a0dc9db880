import { api } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { xlsxAnswer } from '../../lib/xlsx.js';
import { today } from '../library/dates.js';
import { checkIngredients, checkXlsx, namesFromXlsx, searchIngredients, templateXlsx } from './ingredients.service.js';

export const cosmeticsImplementations = implement(api.cosmetics, {
  ingredientSearch: async (i, ctx) => searchIngredients(ctx.database, i),
  ingredientCheck: async (i, ctx) => checkIngredients(ctx.database, i.names),
  ingredientCheckUpload: async (i, ctx) =>
    checkIngredients(ctx.database, await namesFromXlsx(Buffer.from(i.file.buffer))),
  ingredientCheckExport: async (i, ctx) =>
    xlsxAnswer(await checkXlsx(ctx.database, i.names, ctx.lang), `ingredient-check-${today()}.xlsx`),
  ingredientTemplate: async (_i, ctx) => xlsxAnswer(await templateXlsx(ctx.lang), 'ingredient-check-template.xlsx'),
});
