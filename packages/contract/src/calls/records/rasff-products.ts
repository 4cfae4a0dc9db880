/**
 * The portal's Chinese for the words that name products in RASFF subjects ("Aflatoxins in
 * dried figs from Türkiye"): built from the 8,413 notifications of 2024-01 to 2025-08, the most
 * frequent product words first (every word met four times or more that names a food, a material
 * or a state of it), then the common multi-word names. A translation of the portal, not an
 * official one; a word with no entry stays in English, in brackets, in the Chinese line.
 * Written `english=中文`, separated by spaces; plurals are found through their singular.
 */
const table = (text: string) =>
  new Map(
    text
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string])
      .map(([en, zh]) => [en.replace(/_/g, ' '), zh]),
  );

/** Multi-word names read as one (longest first when matching). */
export const productPhrases = table(`
sesame_seeds=芝麻 sesame_seed=芝麻 food_supplement=食品补充剂 food_supplements=食品补充剂 dietary_supplement=膳食补充剂
basmati_rice=巴斯马蒂大米 green_beans=四季豆 poultry_meat=禽肉 chicken_meat=鸡肉 turkey_meat=火鸡肉 groundnut_kernels=花生仁
cumin_seeds=孜然籽 ground_cumin=孜然粉 cumin_powder=孜然粉 green_tea=绿茶 black_tea=红茶 sunflower_seeds=葵花籽
dried_oregano=干牛至 dog_chews=狗咬胶 smoked_salmon=烟熏三文鱼 rapeseed_meal=菜籽粕 soybean_meal=豆粕 raw_milk=生乳
vine_leaves=葡萄叶 grape_leaves=葡萄叶 in_brine=盐渍 in_shell=带壳 in-shell=带壳 yard_long_beans=豇豆 yardlong_beans=豇豆
energy_drink=能量饮料 palm_oil=棕榈油 olive_oil=橄榄油 fruit_gums=水果软糖 fruit_gum=水果软糖 sheep_liver=羊肝 black_pepper=黑胡椒
pizza_boxes=披萨盒 baby_food=婴儿食品 baby-food=婴儿食品 tomato_paste=番茄酱 cbd_oil=大麻二酚油 instant_noodles=方便面
rice_noodles=米粉 spice_mixture=混合香辛料 spice_mix=混合香辛料 chocolate_bar=巧克力棒 corn_flour=玉米粉 paprika_powder=辣椒粉
chili_peppers=辣椒 chilli_peppers=辣椒 chili_powder=辣椒粉 chilli_powder=辣椒粉 hot_pepper=辣椒 sweet_peppers=甜椒 bell_peppers=甜椒
ground_cinnamon=肉桂粉 fish_meal=鱼粉 mustard_seeds=芥菜籽 mustard_seed=芥菜籽 poppy_seeds=罂粟籽 poppy_seed=罂粟籽
processed_animal_proteins=加工动物蛋白 animal_protein=动物蛋白 beet_pulp=甜菜粕 beet-_pulp=甜菜粕 chicken_breast=鸡胸肉
chicken_fillet=鸡胸肉片 chicken_kebab=鸡肉烤串 ice_cream=冰淇淋 peanut_butter=花生酱 coconut_milk=椰奶 soy_sauce=酱油
soya_sauce=酱油 sunflower_oil=葵花籽油 rapeseed_oil=菜籽油 coconut_oil=椰子油 fish_oil=鱼油 blue_shark=大青鲨 mako_shark=鲭鲨
passion_fruit=百香果 dragon_fruit=火龙果 dragon_fruits=火龙果 bitter_gourd=苦瓜 bottle_gourd=葫芦瓜 infant_formula=婴儿配方食品
bivalve_molluscs=双壳贝类 live_bivalve_molluscs=活双壳贝类 mung_beans=绿豆 mung_bean=绿豆 kidney_beans=芸豆
spring_onions=葱 table_olives=餐用橄榄 durum_wheat=硬粒小麦 guar_gum=瓜尔胶 locust_bean_gum=刺槐豆胶 day_old_chicks=雏鸡
laying_hens=蛋鸡 sweet_potato=甘薯 sweet_potatoes=甘薯 food_contact_material=食品接触材料 kitchen_utensils=厨房用具
stainless_steel=不锈钢 curry_leaves=咖喱叶 star_anise=八角 goji_berries=枸杞 pet_food=宠物食品 gluten_free=无麸质
xiphias_gladius=剑鱼 pesce_spada=剑鱼 crassostrea_gigas=长牡蛎 magallana_gigas=长牡蛎 thunnus_albacares=黄鳍金枪鱼
litopenaeus_vannamei=凡纳滨对虾 penaeus_vannamei=凡纳滨对虾 capreolus_capreolus=狍 mytilus_galloprovincialis=地中海贻贝
mytilus_edulis=紫贻贝 prionace_glauca=大青鲨 bos_taurus=牛 ready_to_eat=即食 day_old=一日龄 brewer's_yeast=啤酒酵母
`);

/** Single words (singular, lower case); function words translate to nothing. */
export const productWords = table(`
of= the= a= an= for= and=和 with=含 on= to=
frozen=冷冻 chicken=鸡 food=食品 dried=干 meat=肉 seed=籽 rice=大米 fresh=新鲜 fig=无花果 organic=有机 supplement=补充剂
sesame=芝麻 groundnut=花生 poultry=禽 powder=粉 pepper=辣椒 tea=茶 pistachio=开心果 cumin=孜然 cheese=奶酪 bean=豆 feed=饲料
raw=生 meal=粉 preparation=制品 peanut=花生 oil=油 flour=粉 chilled=冷藏 kernel=仁 green=绿 ground=磨碎 oyster=牡蛎 tuna=金枪鱼
product=产品 breast=胸肉 chocolate=巧克力 fillet=鱼片 salmon=三文鱼 leaf=叶 leave=叶 turkey=火鸡 black=黑 basmati=巴斯马蒂
orange=橙 milk=乳 beef=牛肉 shelled=去壳 sunflower=葵花 fish=鱼 red=红 swordfish=剑鱼 smoked=烟熏 fruit=水果 corn=玉米
noodle=面条 wheat=小麦 raisin=葡萄干 mix=混合物 drink=饮料 shrimp=虾 chili=辣椒 chilli=辣椒 kebab=烤肉串 whole=整 shell=壳
lemon=柠檬 paste=酱 oregano=牛至 biscuit=饼干 pork=猪肉 snack=零食 sweet=甜 grape=葡萄 mussel=贻贝 salad=沙拉 cake=蛋糕
sauce=酱汁 prawn=对虾 white=白 duck=鸭 roasted=烘烤 salted=盐渍 pear=梨 capsicum=辣椒 rapeseed=油菜籽 strawberry=草莓 soft=软
minced=绞碎 jelly=果冻 dog=犬用 almond=杏仁 thigh=腿肉 cookie=曲奇 molasses=糖蜜 added=添加 tomato=番茄 spice=香辛料 nut=坚果
protein=蛋白 instant=速食 animal=动物 pulp=粕 cream=奶油 paprika=辣椒粉 drumstick=鸡腿 chip=薯片 wing=鸡翅 cooked=熟
confectionery=糖果 clam=蛤 gummy=软糖 gummie=软糖 mushroom=蘑菇 apricot=杏 olive=橄榄 palm=棕榈 broiler=肉鸡 egg=蛋
soybean=大豆 sausage=香肠 beet=甜菜 vine=葡萄藤 mixture=混合物 spinach=菠菜 blue=蓝 squid=鱿鱼 avocado=牛油果 sheep=羊
mustard=芥末 halve=半 candy=糖果 candie=糖果 herbal=草本 cinnamon=肉桂 coffee=咖啡 water=水 syrup=糖浆 loin=里脊
extract=提取物 leg=腿 soy=大豆 marinated=腌制 sliced=切片 energy=能量 potato=马铃薯 liver=肝 juice=果汁 mackerel=鲭鱼
mango=芒果 packaging=包装 pickled=腌渍 ice=冰 skin=皮 tahini=芝麻酱 processed=加工 leaf=叶 pizza=披萨 chew=咬胶 basil=罗勒
yellow=黄 pomegranate=石榴 hazelnut=榛子 vegetable=蔬菜 mixed=混合 psyllium=车前子 dietary=膳食 slice=片 hake=无须鳕
ginger=姜 butter=黄油 canned=罐装 garlic=大蒜 wild=野生 sugar=糖 poppy=罂粟 seaweed=海藻 pet=宠物 maize=玉米 baby=婴儿
brine=盐水 nutmeg=肉豆蔻 carrot=胡萝卜 honey=蜂蜜 salt=盐 coconut=椰子 gum=胶 hot=辣 mint=薄荷 compound=复合 long=长
burger=汉堡 melon=甜瓜 parsley=欧芹 flake=片 millet=小米 salami=萨拉米 octopus=章鱼 steak=排 bread=面包 curry=咖喱
sprout=芽菜 boneless=去骨 onion=洋葱 rye=黑麦 pasta=意大利面 raspberry=覆盆子 sultana=无核葡萄干 hulled=去壳 nylon=尼龙
pineapple=菠萝 spicy=辣味 flavoured=调味 flavored=调味 bar=棒 blanched=焯烫 walnut=核桃 tableware=餐具 prepared=预制
defrosted=解冻 pumpkin=南瓜 coriander=芫荽 oat=燕麦 shark=鲨鱼 grated=碎 wine=葡萄酒 jar=罐 yellowfin=黄鳍 natural=天然
sorghum=高粱 apple=苹果 soya=大豆 live=活 bakery=焙烤食品 cold=冷 cucumber=黄瓜 vegan=纯素 dragon=龙 yeast=酵母
buckwheat=荞麦 turmeric=姜黄 bovine=牛 expeller=压榨饼 complementary=补充 diced=切丁 date=椰枣 cube=块 marjoram=马郁兰
peeled=去皮 neck=颈 chewing=咀嚼 plate=盘 blueberry=蓝莓 ham=火腿 kitchen=厨房 cbd=大麻二酚 brown=棕 skinless=去皮 cat=猫用
mini=迷你 breaded=裹粉 mineral=矿物 popcorn=爆米花 thyme=百里香 grapefruit=西柚 hemp=大麻 lime=青柠 masala=马萨拉
olives=橄榄 fishmeal=鱼粉 catfish=鲶鱼 piece=块 goat=山羊 cabbage=卷心菜 cut=切块 linseed=亚麻籽 lemonade=柠檬水
vacuum-packed=真空包装 lettuce=生菜 crushed=碎 dry=干 banana=香蕉 cocoa=可可 soup=汤 baked=烘焙 bottle=瓶 mozzarella=马苏里拉奶酪
durum=硬粒 thawed=解冻 skewer=串 peach=桃 waffle=华夫饼 pesto=青酱 mousse=慕斯 moringa=辣木 box=盒 chamomile=洋甘菊
halva=哈尔瓦酥糖 pan=锅 chickpea=鹰嘴豆 cup=杯 celery=芹菜 pastry=糕点 deer=鹿 grain=谷物 pasteurized=巴氏杀菌
cherry=樱桃 cherrie=樱桃 cracker=饼干 chillie=辣椒 seasoned=调味 flaxseed=亚麻籽 glove=手套 cod=鳕鱼 rocket=芝麻菜 quinoa=藜麦
veal=小牛肉 sardine=沙丁鱼 seasoning=调味料 pea=豌豆 husk=壳 muesli=什锦麦片 mandarin=柑橘 horse=马 dehydrated=脱水 flax=亚麻
ceramic=陶瓷 savoury=咸味 pomelo=柚子 concentrated=浓缩 granulated=颗粒 dark=黑 dumpling=饺子 frog=蛙 trout=鳟鱼 durian=榴莲
mulberry=桑葚 mulberrie=桑葚 cardamom=小豆蔻 infant=婴儿 onions=洋葱 dish=菜肴 okra=秋葵 thai=泰国 baking=烘焙 spread=涂抹酱
steel=钢 root=根 cashew=腰果 puree=果泥 seedless=无籽 dill=莳萝 muscle=肌肉 kidney=肾 bitter=苦 beverage=饮料 anchovy=鳀鱼
anchovie=鳀鱼 spelt=斯佩尔特小麦 spoon=勺 oils=油 crude=粗 lentil=小扁豆 chocolates=巧克力 straw=吸管 kitchenware=厨具
courgette=西葫芦 bowl=碗 frying=煎炸 vanilla=香草 stick=棒 plum=李子 dough=面团 fries=薯条 confectionary=糖果 jam=果酱
pellet=颗粒 carcass=胴体 carcasse=胴体 alfalfa=苜蓿 chopped=切碎 dessert=甜点 offal=内脏 cereal=谷物 hamburger=汉堡 bun=面包
hen=母鸡 broccoli=西兰花 filet=鱼片 grinder=研磨器 tiger=虎 quarter=四分体 lamb=羔羊肉 herring=鲱鱼 stainless=不锈
strip=条 bacon=培根 dairy=乳 clover=三叶草 sandwich=三明治 liquid=液体 burgers=汉堡 board=板 deep-frozen=速冻 bran=麸
fat=脂肪 crab=蟹 clementine=小柑橘 pig=猪 iqf=单冻 caraway=葛缕子 pattie=肉饼 concentrate=浓缩物 guava=番石榴
ingredient=配料 berry=浆果 berrie=浆果 silicone=硅胶 spatula=铲 rambutan=红毛丹 croissant=羊角面包 pangasius=巴沙鱼 bamboo=竹
fennel=茴香 dip=蘸酱 turner=锅铲 can=罐 trimming=碎肉 whiteleg=白腿 refrigerated=冷藏 aubergine=茄子 bell=甜 shellfish=贝类
pomace=渣 blackberry=黑莓 blackberrie=黑莓 chia=奇亚 hummus=鹰嘴豆泥 nectar=果肉饮料 inshell=带壳 hass=哈斯 fatty=脂肪
nugget=块 crisp=脆片 matcha=抹茶 buffalo=水牛 butterfly=蝴蝶 lollipop=棒棒糖 teff=苔麸 barley=大麦 sage=鼠尾草 cheddar=切达
pre-cooked=预煮 fuet=西班牙腊肠 tartare=鞑靼 porcini=牛肝菌 gourd=瓜 roe=鱼籽 carbonated=碳酸 tempeh=天贝 bear=熊
surimi=鱼糜 papaya=木瓜 kiwi=猕猴桃 grilled=烤 flower=花 rabbit=兔 mayonnaise=蛋黄酱 plant=植物 rape=油菜 peach=桃
infusion=花草茶 cupped=杯形 enoki=金针菇 lecithin=卵磷脂 chick=雏鸡 vegetables=蔬菜 cheeses=奶酪 tomatoes=番茄 potatoes=马铃薯
mangoes=芒果 molluscs=软体动物 mollusc=软体动物 bivalve=双壳 scallop=扇贝 lobster=龙虾 eel=鳗鱼 tilapia=罗非鱼 sea=海
bream=鲷鱼 bass=鲈鱼 sole=鳎鱼 pollock=狭鳕 mussels=贻贝 pulses=豆类 legumes=豆类 nuts=坚果 kernels=仁 seeds=籽
indian=印度 turkish=土耳其 egyptian=埃及 usa=美国 u.s.a.=美国 chinese=中国 italian=意大利 french=法国 polish=波兰
dutch=荷兰 brazilian=巴西 colombian=哥伦比亚 indonesian=印度尼西亚 spanish=西班牙 greek=希腊 moroccan=摩洛哥
petfood=宠物食品 baby-food=婴儿食品 ready-to-eat=即食 gluten-free=无麸质 in-shell=带壳 material=材料 plastic=塑料
gluten=麸质 free=无 online=网售 groundnutkernels=花生仁 meatpreparation=肉制品 soybeanmeal=豆粕 suplement=补充剂
pitahaya=火龙果 gorgonzola=戈贡佐拉奶酪 nitrile=丁腈 melamine=三聚氰胺 concave=凹面 cutting=切 pollen=花粉 wood=木 paper=纸
pink=粉红 blood=血 bone=骨 dubai=迪拜 antep=安泰普 flavour=风味 packed=包装 filled=夹心 semi=半 pre=预 children=儿童
brewer=啤酒 lactic=乳酸 fermented=发酵 gelatin=明胶 gelatine=明胶 collagen=胶原蛋白 capsule=胶囊 tablet=片剂 vitamin=维生素
mushrooms=蘑菇 truffle=松露 sunflower=葵花 hazelnuts=榛子 paphia=帘蛤 pagrus=真鲷 vigna=豇豆 mytilus=贻贝 crassostrea=牡蛎
pistacchi=开心果 pistacchio=开心果 fichi=无花果 secchi=干 carne=肉 pesce=鱼 pollo=鸡 tonno=金枪鱼 congelato=冷冻 congelata=冷冻
congelate=冷冻 congelati=冷冻 sgusciati=去壳 guscio=壳 tacchino=火鸡 arachidi=花生 polvere=粉 spada=剑鱼 vongole=蛤 filetti=鱼片
prodotto=产品 cozze=贻贝 ostriche=牡蛎 verdesca=大青鲨 semi_di=籽 riso=大米 peperoncino=辣椒 origano=牛至 funghi=蘑菇
vietnamese=越南 argentinian=阿根廷 american=美国 iranian=伊朗 pakistani=巴基斯坦 nigerian=尼日利亚 ukrainian=乌克兰
`);
