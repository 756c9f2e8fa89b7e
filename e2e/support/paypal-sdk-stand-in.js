// A stand-in for PayPal's JS SDK (www.paypal.com/sdk/js) for the browser tests, which have no
// internet. It keeps the parts of the SDK's contract that our page relies on and that
// @paypal/react-paypal-js calls:
//   paypal.Buttons({ fundingSource, createOrder, onApprove, onError, onInit, style })
//     -> { isEligible(), render(container), close(), updateProps() }
//   paypal.CardFields({ createOrder, onApprove, onError, style })
//     -> { isEligible(), NumberField(), ExpiryField(), CVVField(), NameField(), getState(), submit() }
// Like the real SDK, a click (or a card submit) calls createOrder() for a PayPal order id, then
// onApprove({ orderID }) once "the buyer approved"; whatever throws on the way goes to onError.
// The buyer's approval itself happens in PayPal's own window in real life, which no test can
// drive; the server side (create, capture, verify) runs for real against the fake PayPal API.
(function () {
  'use strict';
  var script = document.currentScript;
  var params = new URL(script.src).searchParams;
  if (!params.get('client-id')) throw new Error('SDK Validation error: "client-id" is required');
  var components = (params.get('components') || 'buttons').split(',');

  function element(container) {
    var el = typeof container === 'string' ? document.querySelector(container) : container;
    if (!el) throw new Error('Document is ready and element ' + container + ' does not exist');
    return el;
  }

  function pay(options, paymentSource) {
    return Promise.resolve()
      .then(function () {
        return options.createOrder({ paymentSource: paymentSource }, {});
      })
      .then(function (orderID) {
        if (typeof orderID !== 'string' || orderID === '') throw new Error('Expected an order id to be passed');
        return options.onApprove({ orderID: orderID, payerID: 'FAKEBUYER0001', paymentSource: paymentSource, facilitatorAccessToken: 'stand-in' }, {});
      });
  }

  function report(options, err) {
    if (typeof options.onError === 'function') options.onError(err);
    else console.error(err);
  }

  var LABELS = { paypal: 'PayPal', card: 'Debit or Credit Card' };

  function Buttons(options) {
    options = options || {};
    var fundingSource = options.fundingSource || 'paypal';
    var mounted = null;
    return {
      isEligible: function () {
        return Object.prototype.hasOwnProperty.call(LABELS, fundingSource);
      },
      render: function (container) {
        var host;
        try {
          host = element(container);
        } catch (err) {
          return Promise.reject(err);
        }
        var wrapper = document.createElement('div');
        wrapper.className = 'paypal-buttons paypal-buttons-stand-in';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = LABELS[fundingSource];
        button.setAttribute('data-funding-source', fundingSource);
        button.style.cssText =
          'width:100%;min-height:48px;border:0;border-radius:999px;background:#2c2e2f;color:#fff;font:600 16px/1 system-ui,sans-serif;cursor:pointer';
        button.addEventListener('click', function () {
          button.disabled = true;
          pay(options, fundingSource)
            .catch(function (err) {
              report(options, err);
            })
            .finally(function () {
              button.disabled = false;
            });
        });
        wrapper.appendChild(button);
        host.appendChild(wrapper);
        mounted = wrapper;
        if (typeof options.onInit === 'function') {
          options.onInit(
            {},
            {
              enable: function () {
                button.disabled = false;
                return Promise.resolve();
              },
              disable: function () {
                button.disabled = true;
                return Promise.resolve();
              },
            },
          );
        }
        return Promise.resolve();
      },
      updateProps: function () {
        return Promise.resolve();
      },
      close: function () {
        if (mounted) mounted.remove();
        mounted = null;
        return Promise.resolve();
      },
    };
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  var VALID = {
    number: function (v) {
      var d = v.replace(/\D/g, '');
      return d.length >= 13 && d.length <= 19 && luhn(d);
    },
    expiry: function (v) {
      return /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.test(v.trim());
    },
    cvv: function (v) {
      return /^\d{3,4}$/.test(v.trim());
    },
    name: function () {
      return true;
    },
  };
  var FIELD_LABELS = { number: 'Card number', expiry: 'Expiration date', cvv: 'CVV', name: 'Cardholder name' };

  function CardFields(options) {
    options = options || {};
    var fields = {};

    function field(kind) {
      return function (fieldOptions) {
        var input = null;
        var api = {
          render: function (container) {
            var host;
            try {
              host = element(container);
            } catch (err) {
              return Promise.reject(err);
            }
            input = document.createElement('input');
            input.setAttribute('aria-label', FIELD_LABELS[kind]);
            input.setAttribute('autocomplete', 'off');
            input.placeholder = (fieldOptions && fieldOptions.placeholder) || '';
            input.style.cssText =
              'width:100%;min-height:44px;box-sizing:border-box;padding:10px 12px;border:1px solid #ddd2c6;border-radius:10px;font:16px system-ui,sans-serif';
            host.appendChild(input);
            fields[kind] = api;
            return Promise.resolve();
          },
          value: function () {
            return input ? input.value : '';
          },
          clear: function () {
            if (input) input.value = '';
          },
          focus: function () {
            if (input) input.focus();
          },
          setAttribute: function () {
            return Promise.resolve();
          },
          removeAttribute: function () {
            return Promise.resolve();
          },
          addClass: function () {
            return Promise.resolve();
          },
          removeClass: function () {
            return Promise.resolve();
          },
          setMessage: function () {},
          close: function () {
            if (input) input.remove();
            input = null;
            delete fields[kind];
            return Promise.resolve();
          },
        };
        return api;
      };
    }

    function fieldState(kind) {
      var f = fields[kind];
      var value = f ? f.value() : '';
      var valid = VALID[kind](value);
      return { isFocused: false, isEmpty: value === '', isValid: valid, isPotentiallyValid: valid };
    }

    function state() {
      var number = fieldState('number');
      var expiry = fieldState('expiry');
      var cvv = fieldState('cvv');
      var errors = [];
      if (!number.isValid) errors.push('INVALID_NUMBER');
      if (!expiry.isValid) errors.push('INVALID_EXPIRY');
      if (!cvv.isValid) errors.push('INVALID_CVV');
      return {
        cards: [],
        isFormValid: errors.length === 0,
        errors: errors,
        fields: { cardNumberField: number, cardExpiryField: expiry, cardCvvField: cvv, cardNameField: fieldState('name') },
      };
    }

    return {
      isEligible: function () {
        return true;
      },
      NumberField: field('number'),
      ExpiryField: field('expiry'),
      CVVField: field('cvv'),
      NameField: field('name'),
      getState: function () {
        return Promise.resolve(state());
      },
      submit: function () {
        var current = state();
        if (!current.isFormValid) return Promise.reject(new Error('INVALID_CARD_DETAILS: ' + current.errors.join(', ')));
        return pay(options, 'card').catch(function (err) {
          report(options, err);
          throw err;
        });
      },
    };
  }

  var paypal = { version: 'stand-in', FUNDING: { PAYPAL: 'paypal', CARD: 'card' } };
  if (components.indexOf('buttons') !== -1) paypal.Buttons = Buttons;
  if (components.indexOf('card-fields') !== -1) paypal.CardFields = CardFields;
  window.paypal = paypal;
})();
